/** Telugu edition of content/contact.ts (`contact`): machine-drafted, awaiting native review. */
import { figures } from '@/lib/site';
import type { ContactContent } from '@/content/contact';

export const contact: ContactContent = {
  hero: {
    eyebrow: 'మమ్మల్ని సంప్రదించండి',
    title: 'మీ విదేశీ విద్య ప్రయాణాన్ని కలిసి ప్లాన్ చేద్దాం',
    text: 'విజయవాడ లేదా హైదరాబాద్‌లో మాకు ఫోన్ చేయండి, రాయండి లేదా నేరుగా రండి. మాకు సందేశం పంపితే 24 గంటల్లోగా కౌన్సెలర్ మీకు జవాబిస్తారు.',
    scheduleLabel: 'కాల్ షెడ్యూల్ చేయండి',
    callLabel: 'ఇప్పుడే కాల్ చేయండి',
    imageAlt: '',
  },
  infoCards: {
    sectionLabel: 'మమ్మల్ని ఎలా చేరుకోవాలి',
    call: 'మాకు కాల్ చేయండి',
    email: 'మాకు ఈమెయిల్ చేయండి',
    headOffice: 'ప్రధాన కార్యాలయం',
    hours: 'పని వేళలు',
    mapLinkLabel: 'దారి చూడండి',
    emailNote: '24 గంటల్లోగా జవాబిస్తాం',
  },
  associates: {
    id: 'associates',
    eyebrow: 'మా అసోసియేట్‌లు',
    title: 'హైదరాబాద్‌లో అసోసియేట్ శాఖలు',
    intro: 'మా రెండు అసోసియేట్ కన్సల్టెన్సీల్లో ఒకదానిలో, మీ ఇంటికి దగ్గర్లోనే కౌన్సెలర్‌ను కలవండి.',
    labels: { address: 'చిరునామా', phone: 'ఫోన్', email: 'ఈమెయిల్', timings: 'సమయాలు', map: 'గూగుల్ మ్యాప్స్‌లో తెరవండి' },
  },
  form: {
    id: 'contact-form',
    title: 'మాకు సందేశం పంపండి',
    intro: 'మీరు ఏం ప్లాన్ చేస్తున్నారో మాకు చెప్పండి. అన్ని వివరాలూ తప్పనిసరి.',
    submitLabel: 'సందేశం పంపండి',
    fields: [
      { name: 'name', label: 'పూర్తి పేరు', type: 'text', required: true, autoComplete: 'name' },
      { name: 'email', label: 'ఈమెయిల్ చిరునామా', type: 'email', required: true, autoComplete: 'email' },
      { name: 'phone', label: 'ఫోన్ నంబర్', type: 'tel', required: true, autoComplete: 'tel' },
      { name: 'subject', label: 'విషయం', type: 'text', required: true },
      { name: 'message', label: 'సందేశం', type: 'textarea', required: true },
    ],
    footnote: 'మీ వివరాలను మీ ప్రశ్నకు జవాబివ్వడానికి మాత్రమే ఉపయోగిస్తాం.',
  },
  sidePanel: {
    title: 'మాతో ఎందుకు మాట్లాడాలి?',
    points: [
      'సంప్రదింపుకు ఫీజు లేదు, ఎలాంటి కట్టుబాటూ లేదు',
      `${figures.text.yearsOfExperience} సంవత్సరాల అనుభవం ఉన్న కౌన్సెలర్లు`,
      'ఖర్చులు, రుణాలు, స్కాలర్‌షిప్‌లపై నిజాయితీ గల సలహా',
      'మీరు విమానం ఎక్కక ముందూ, ఎక్కిన తర్వాతా 24/7 ప్రత్యేక సహాయం',
    ],
    responseTitle: 'త్వరిత స్పందన',
    responseText: 'ప్రతి సందేశానికీ 24 గంటల్లోగా కౌన్సెలర్ జవాబిస్తారు.',
    chatLabel: 'మాతో చాట్ చేయండి',
  },
  map: {
    id: 'map',
    title: 'మా ప్రధాన కార్యాలయానికి దారి',
    intro: 'ముఖాముఖి సంప్రదింపు కోసం మా కార్యాలయానికి రండి.',
    frameTitle: 'మా ప్రధాన కార్యాలయం మ్యాప్',
    openLabel: 'గూగుల్ మ్యాప్స్‌లో తెరవండి',
  },
};

/* global CMS */
/**
 * The content editor's buttons for the four blocks an article may hold (tooling/article-markdown.ts):
 * :::callout, :::table, :::testimonial and ::offices, in the Insert menu (+) of the article text's
 * rich-text mode. Each writes its block as the build reads it, and a block already in an article
 * opens as its form. A classic script, shipped as out/admin/editor-components.js and loaded right
 * after sveltia-cms.js (tooling/cms-admin.ts), so the components are registered before Sveltia reads
 * its configuration; the ids are the article body's `editor_components` (tooling/cms-config.ts).
 * tooling/cms-editor-components.test.tsx runs this file and compiles what it writes with the build's
 * own compiler.
 */
(function () {
  'use strict';

  var TONES = ['info', 'tip', 'warning'];

  /** A value inside name="…": a double quote or an ampersand as a character reference, which the build reads back. */
  function quoted(value) {
    return String(value == null ? '' : value)
      .trim()
      .replace(/&/g, '&amp;')
      .replace(/"/g, '&quot;');
  }

  function unquoted(value) {
    return value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
  }

  /** A directive's {…}: name="value" pairs, and bare names (sample) as true. */
  function attributes(text) {
    var found = {};
    var re = /([A-Za-z][\w-]*)(?:="([^"]*)")?/g;
    var match;
    while ((match = re.exec(text || ''))) found[match[1]] = match[2] === undefined ? true : unquoted(match[2]);
    return found;
  }

  /** A block with a body: :::name{…}, its lines, and ::: on a line of its own. */
  function container(name) {
    return new RegExp('^:::' + name + '\\{([^}\\n]*)\\}[ \\t]*\\n([\\s\\S]*?)\\n:::[ \\t]*$', 'm');
  }

  function escapeHtml(value) {
    return String(value == null ? '' : value)
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;');
  }

  var text = function (value) {
    return String(value == null ? '' : value).trim();
  };

  CMS.registerEditorComponent({
    id: 'callout',
    label: 'Highlighted box',
    icon: 'info',
    fields: [
      { name: 'tone', label: 'Kind', widget: 'select', options: TONES, default: 'info', hint: 'info (blue), tip (green) or warning (orange).' },
      { name: 'title', label: 'Heading', widget: 'string' },
      {
        name: 'body',
        label: 'Text',
        widget: 'text',
        hint: 'One or more paragraphs (Markdown: **bold**, *italic*, [links](/contact)). A paragraph that is only a link becomes the box’s button.',
      },
    ],
    pattern: container('callout'),
    fromBlock: function (match) {
      var attrs = attributes(match[1]);
      return { tone: TONES.indexOf(attrs.tone) >= 0 ? attrs.tone : 'info', title: attrs.title === true ? '' : attrs.title || '', body: match[2].trim() };
    },
    toBlock: function (data) {
      var tone = TONES.indexOf(data.tone) >= 0 ? data.tone : 'info';
      return ':::callout{tone="' + tone + '" title="' + quoted(data.title) + '"}\n' + text(data.body) + '\n:::';
    },
    toPreview: function (data) {
      return '<aside><p><strong>' + escapeHtml(data.title) + '</strong></p><p>' + escapeHtml(data.body) + '</p></aside>';
    },
  });

  CMS.registerEditorComponent({
    id: 'table',
    label: 'Table with a caption',
    icon: 'table',
    fields: [
      { name: 'caption', label: 'Caption', widget: 'string', hint: 'What the table shows, above it.' },
      {
        name: 'rows',
        label: 'Table',
        widget: 'text',
        hint: 'Rows of | cells |: the headings first, then | --- | under each heading, then one row per line. A paragraph after a blank line is the table’s note.',
      },
    ],
    pattern: container('table'),
    fromBlock: function (match) {
      var attrs = attributes(match[1]);
      return { caption: attrs.caption === true ? '' : attrs.caption || '', rows: match[2].trim() };
    },
    toBlock: function (data) {
      // A blank line before the closing ::: : a formatter that knows no directives would take a ::: right under the rows for one more row.
      return ':::table{caption="' + quoted(data.caption) + '"}\n\n' + text(data.rows) + '\n\n:::';
    },
    toPreview: function (data) {
      return '<figure><figcaption>' + escapeHtml(data.caption) + '</figcaption><pre>' + escapeHtml(data.rows) + '</pre></figure>';
    },
  });

  CMS.registerEditorComponent({
    id: 'testimonial',
    label: 'Testimonial',
    icon: 'format_quote',
    fields: [
      { name: 'name', label: 'Name', widget: 'string', hint: 'As the student agreed to be named, e.g. “Priya S.”.' },
      { name: 'role', label: 'Degree and country', widget: 'string', hint: 'For example “MS in Computer Science, USA”.' },
      { name: 'rating', label: 'Rating', widget: 'number', value_type: 'int', min: 1, max: 5, default: 5, hint: 'Stars out of 5.' },
      {
        name: 'sample',
        label: 'Sample',
        widget: 'boolean',
        default: false,
        required: false,
        hint: 'On for invented words, not a real student’s: the page labels it “Sample” and a release build refuses it.',
      },
      { name: 'quote', label: 'Quote', widget: 'text', hint: 'The student’s words, with their consent, without quotation marks.' },
    ],
    pattern: container('testimonial'),
    fromBlock: function (match) {
      var attrs = attributes(match[1]);
      var rating = Number(attrs.rating);
      return {
        name: attrs.name === true ? '' : attrs.name || '',
        role: attrs.role === true ? '' : attrs.role || '',
        rating: rating >= 1 && rating <= 5 ? Math.round(rating) : 5,
        sample: attrs.sample !== undefined,
        quote: match[2].trim(),
      };
    },
    toBlock: function (data) {
      var rating = Number(data.rating) >= 1 && Number(data.rating) <= 5 ? Math.round(Number(data.rating)) : 5;
      return (
        ':::testimonial{name="' +
        quoted(data.name) +
        '" role="' +
        quoted(data.role) +
        '" rating="' +
        rating +
        '"' +
        (data.sample ? ' sample' : '') +
        '}\n' +
        text(data.quote) +
        '\n:::'
      );
    },
    toPreview: function (data) {
      return (
        '<figure><blockquote>“' +
        escapeHtml(data.quote) +
        '”</blockquote><figcaption>' +
        escapeHtml(data.name) +
        ', ' +
        escapeHtml(data.role) +
        '</figcaption></figure>'
      );
    },
  });

  CMS.registerEditorComponent({
    id: 'offices',
    label: 'Office cards',
    icon: 'location_on',
    fields: [],
    pattern: /^::offices[ \t]*$/m,
    fromBlock: function () {
      return {};
    },
    toBlock: function () {
      return '::offices';
    },
    toPreview: function () {
      return '<p>[The offices’ cards: name, address, phone, e-mail and hours, from the Offices entry]</p>';
    },
  });
})();

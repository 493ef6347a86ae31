/**
 * The Telugu edition's words: one line per module of content/i18n/te/ (a module's exports mirror
 * the English module's: same names and types). A new module is one more line here.
 */
export * from './about';
export * from './blog';
export * from './chatbot';
export * from './contact';
export * from './faq';
export * from './home';
export * from './lead';
export * from './mbbs';
export * from './mbbs-check';
export * from './navigation';
export * from './neet';
export * from './nofee';
export * from './planner';
export * from './privacy';
export * from './privacy-note';
export * from './search';
export * from './services';
export * from './shell';
export * from './study-abroad-faq';
export * from './tools';

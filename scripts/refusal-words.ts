/**
 * Imported first by the build's scripts (release-check, edition-routes): a refusal that names a
 * content file ("content/universities/en/<university>.yaml: …"), thrown while the site's modules load, is
 * printed in its own words, without the program's stack around it; anything else as Node prints it.
 */
process.on('uncaughtException', (e) => {
  console.error(e instanceof Error && /^content\//.test(e.message) ? e.message : e);
  process.exit(1);
});

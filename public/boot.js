// Loads the app's code once the browser has painted the server's HTML (issue 16). A
// server-rendered page reads and looks complete without JavaScript; on a slow phone connection
// its picture and fonts come first, and the scripts (named by this tag's data-entry and
// data-preload, see server/http/ssr.ts) are asked for in the task after the first frame. A hidden
// tab paints no frame: it loads them at once.
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  var entry = tag.getAttribute('data-entry');
  var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  // Each request costs the main thread about a millisecond on a fast machine, four on a slow
  // phone, and a tour page names some seventy files: the entry goes first, then the preloads in
  // small batches, a task each, so that no task blocks input for long.
  var BATCH = 8;
  function preload(from) {
    preloads.slice(from, from + BATCH).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    if (from + BATCH < preloads.length) setTimeout(preload, 0, from + BATCH);
  }
  function load() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    setTimeout(preload, 0, 0);
  }
  if (document.visibilityState === 'hidden') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
})();

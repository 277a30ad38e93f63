// Starts the app on a page the server painted (landers, content pages, the visitors' home): the
// page is complete without it, so its module is asked for only after the first frame is on screen
// and never competes with the page's own text and pictures (decision 094). Classic script, deferred;
// the module's address is in data-app.
(function () {
  var me = document.currentScript;
  var src = me && me.getAttribute('data-app');
  if (!src) return;
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = src;
    document.head.appendChild(script);
  }
  // a tab opened in the background paints no frame: start at once there
  if (document.visibilityState !== 'visible') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
})();

// Starts the app on a page the server painted (landers, content pages, the visitors' home): the
// page is complete without it, so its module is asked for only once the page's own text and
// pictures are on screen and never competes with them (decision 094). Classic script, deferred; the
// module's address is in data-app.
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
  function afterNextFrame() {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  // a tab opened in the background paints no frame: start at once there; otherwise once the page's
  // own pictures are in (the load event) and the frame showing them is painted
  if (document.visibilityState !== 'visible') load();
  else if (document.readyState === 'complete') afterNextFrame();
  else window.addEventListener('load', afterNextFrame, { once: true });
  // never later than 3 s, whatever a slow picture does
  setTimeout(load, 3000);
})();

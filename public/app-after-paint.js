// Starts the app on a page the server painted (landers, content pages, the visitors' home): the
// page is complete without it, so its module is asked for only once the page's own text and
// pictures are on screen and never competes with them (decision 094). Classic script, deferred; the
// module's address is in data-app.
(function () {
  // Page-bounce logging (SPEC §4/§7) must not wait for the app: a visitor who leaves before it
  // starts is the one it counts. The same beacon as src/features/landers/pageBounce.ts, which sees
  // the attribute set here and does not install a second one.
  var query = new URLSearchParams(location.search);
  if (query.has('lb') && navigator.sendBeacon) {
    document.documentElement.setAttribute('data-page-bounce', '');
    var landed = location.pathname + location.search;
    var beaconSent = false;
    document.addEventListener('visibilitychange', function () {
      if (beaconSent || document.visibilityState !== 'hidden') return;
      var params = new URLSearchParams({ path: landed });
      if (document.referrer) params.set('referrer', document.referrer.slice(0, 500));
      beaconSent = navigator.sendBeacon('/api/page-hidden.php?' + params.toString(), new Blob(['{}'], { type: 'application/json' }));
    });
  }

  // The visit's traffic source (SPEC §3 tracking: network, ref, sub1-3) is remembered at once too, as
  // src/sync/visitTracking.ts does (same key and shape): a visitor who moves on before the app
  // starts keeps it for signup and logged-out browsing (decision 118).
  try {
    var tracking = {};
    var tracked = false;
    ['network', 'ref', 'sub1', 'sub2', 'sub3'].forEach(function (field) {
      var value = query.get(field);
      if (value) {
        tracking[field] = value.slice(0, 100);
        tracked = true;
      }
    });
    if (tracked) sessionStorage.setItem('signupTracking', JSON.stringify(tracking));
  } catch {
    // storage blocked: the app tries again when it starts
  }

  // The painted site-entry warning's Leave goes back (or closes a tab opened for the site) here, so
  // it works before the app runs too; its Enter posts to the server until the app takes that over
  // (src/features/entry-warning/serverDialog.ts), then the app's own dialog replaces it.
  var entryWarning = document.querySelector('[data-ssr-entry-warning]');
  if (entryWarning)
    entryWarning.addEventListener('click', function (event) {
      var target = event.target;
      if (!(target instanceof Element) || !target.closest('[data-entry="leave"]')) return;
      if (history.length > 1) history.back();
      else window.close();
    });

  var me = document.currentScript;
  var src = me && me.getAttribute('data-app');
  if (!src) return;
  var started = false;

  // /login and /signup are painted with their form (decision 137): a submit before the app runs is
  // held here, shown as busy, and made again by the app's form when it takes over
  // (src/features/auth/serverForm.ts); the app is asked for at once.
  var ssrForm = document.querySelector('form[data-ssr-form]');
  if (ssrForm) {
    ssrForm.addEventListener('submit', function (event) {
      event.preventDefault();
      ssrForm.setAttribute('data-ssr-submitted', '');
      var button = ssrForm.querySelector('button[type="submit"]');
      if (button) button.setAttribute('aria-busy', 'true');
      load();
    });
    // a press on the submit button that the app's takeover interrupts (down on this button, up on
    // the app's) makes no click: it is marked here, and the app makes it (serverForm.ts)
    ssrForm.addEventListener('pointerdown', function (event) {
      var target = event.target;
      if (target && target.closest && target.closest('button[type="submit"]')) ssrForm.setAttribute('data-ssr-pressed', '');
    });
    var released = function () {
      if (ssrForm.isConnected) ssrForm.removeAttribute('data-ssr-pressed');
    };
    document.addEventListener('pointerup', released, true);
    document.addEventListener('pointercancel', released, true);
  }
  /** adds the app's module to the head: as a script (run) or a module preload (fetched and compiled only) */
  function addModule(tag, attribute, extra) {
    var element = document.createElement(tag);
    element.crossOrigin = 'anonymous';
    element[attribute] = src;
    extra(element);
    document.head.appendChild(element);
  }
  function load() {
    if (started) return;
    started = true;
    addModule('script', 'src', function (script) {
      script.type = 'module';
    });
  }
  // Decision 151: on /login and /signup the painted page is complete and its form works, and every
  // next step begins with the visitor's touch, click, key or focus: the app starts then, not after
  // the paint. Its module is downloaded after the paint meanwhile (a module preload: fetched and
  // compiled, not run), so the start does not wait for the network.
  var onInteraction = Boolean(ssrForm);
  var interactions = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  function interacted() {
    interactions.forEach(function (type) {
      document.removeEventListener(type, interacted, true);
    });
    load();
  }
  if (onInteraction)
    interactions.forEach(function (type) {
      document.addEventListener(type, interacted, { capture: true, passive: true });
    });
  var preloaded = false;
  function preload() {
    if (preloaded || started) return;
    preloaded = true;
    addModule('link', 'href', function (link) {
      link.rel = 'modulepreload';
    });
  }
  // Start once the first contentful paint has really happened (a paint entry, delivered after the
  // frame is on screen) and the page's own pictures are in (the load event), then one more frame.
  var painted = false;
  var complete = document.readyState === 'complete';
  function maybeStart() {
    if (!painted || !complete) return;
    requestAnimationFrame(function () {
      setTimeout(onInteraction ? preload : load, 0);
    });
  }
  try {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      maybeStart();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    painted = true; // no paint timing in this browser: the load event and a frame must do
  }
  if (!complete)
    window.addEventListener(
      'load',
      function () {
        complete = true;
        maybeStart();
      },
      { once: true },
    );
  // a tab opened in the background paints nothing: start at once there
  if (document.visibilityState !== 'visible') load();
  else maybeStart();
  // never later than 3 s, whatever a slow picture does (the module's download, where the app waits for the visitor)
  setTimeout(onInteraction ? preload : load, 3000);
})();

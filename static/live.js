// Live updates on the duel page (issue 4). The duel area arrives by server-sent events
// (htmx's SSE extension); this script shows a banner while the connection is down, ignores a
// message older than the screen, and keeps what the player had open or was typing across a
// swap of the duel area.
(function () {
  "use strict";
  // Reconnect at most 4 s apart (the default backs off to a minute).
  if (window.htmx) htmx.config.sse = Object.assign({ reconnectMaxDelay: 4000 }, htmx.config.sse);
  var banner = document.getElementById("offline");
  function offline(on) { if (banner) banner.hidden = !on; }

  document.addEventListener("htmx:sse:before:connection", function (event) {
    if (event.detail.connection.attempt > 0) offline(true);  // a reconnection, not the first
  });
  document.addEventListener("htmx:sse:after:connection", function () { offline(false); });
  document.addEventListener("htmx:sse:error", function () { offline(true); });
  document.addEventListener("htmx:error", function () { offline(true); });
  window.addEventListener("offline", function () { offline(true); });

  // What the player opened or closed, by data-keep name, as the player left it: followed by
  // the player's taps on a section's summary (a click, also sent by Enter and Space) rather
  // than read at a swap, so two swaps close together (a button's answer and a live message)
  // cannot take a freshly swapped-in section for the player's, and a section the server
  // opens or closes by itself (the newest beat) is not taken for the player's choice.
  var openNow = {};
  document.addEventListener("click", function (event) {
    var s = event.target.closest && event.target.closest("#duel details[data-keep] > summary");
    if (s) openNow[s.parentElement.dataset.keep] = !s.parentElement.open;
  }, true);

  // What the player was typing (fields), by their data-keep-value names.
  function remember(area, withFields) {
    var kept = { fields: {}, focused: null };
    if (!area) return kept;
    if (withFields) {
      area.querySelectorAll("[data-keep-value]").forEach(function (f) { kept.fields[f.name] = f.value; });
      var active = document.activeElement;
      if (active && area.contains(active) && active.hasAttribute("data-keep-value")) kept.focused = active.name;
    }
    return kept;
  }
  function restore(kept) {
    var area = document.getElementById("duel");
    if (!area) return;
    area.querySelectorAll("details[data-keep]").forEach(function (d) {
      if (d.dataset.keep in openNow) d.open = openNow[d.dataset.keep];
    });
    if (!kept) return;
    area.querySelectorAll("[data-keep-value]").forEach(function (f) {
      if (f.name in kept.fields) f.value = kept.fields[f.name];
      if (f.name === kept.focused) f.focus();
    });
  }

  // The prompt the table must answer is on screen after every swap (issue 21, item 1): when
  // its heading is above or below the screen (the player tapped low on the page, or the
  // area grew above it), the page scrolls to it once the swapped area is laid out.
  function showPrompt() {
    window.requestAnimationFrame(function () {
      var h = document.querySelector("#prompt h2");
      if (!h) return;
      var r = h.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) h.scrollIntoView({ block: "start" });
    });
  }

  function skip(event) {
    event.detail.cancelled = true;
    event.preventDefault();
  }

  // The new prompt said aloud (issue 21, item 11): #prompt is swapped in with the whole area,
  // which a screen reader may not announce, so the page's one polite live region outside it
  // (#announce, templates/live_page.html) gets the new prompt's title when it changed.
  function promptTitle() {
    var h = document.querySelector("#prompt h2");
    return h ? h.textContent.replace(/\s+/g, " ").trim() : "";
  }
  var said = promptTitle();
  function announce() {
    var region = document.getElementById("announce"), title = promptTitle();
    if (!region || !title || title === said) return;
    said = title;
    region.textContent = title;
  }

  // Focus after a swap (issue 21, item 11): when the control the player was on went away with
  // the old area (a choice tapped with the keyboard), focus moves to the new prompt's heading
  // (made focusable by script only, tabindex -1), so the next Tab reaches its first choice
  // instead of starting again at the top of the page. Scrolling stays showPrompt's.
  var hadFocus = false, swapping = 0;
  function focusPrompt() {
    var h = document.querySelector("#prompt h2");
    if (!h) return;
    h.setAttribute("tabindex", "-1");
    h.focus({ preventScroll: true });
  }
  function refocus() {
    var now = document.activeElement;
    if (!hadFocus || (now && now !== document.body && document.contains(now))) return;
    focusPrompt();
  }
  document.addEventListener("click", function (event) {  // the skip link: to the prompt
    var link = event.target.closest && event.target.closest("a.skip[href='#prompt']");
    if (!link) return;
    event.preventDefault();
    focusPrompt();
    showPrompt();
  });

  var kept = null, arriving = null;
  document.addEventListener("htmx:sse:before:message", function (event) {
    var area = document.getElementById("duel");
    var data = event.detail.message.data;
    var version = /data-version="(\d+)"/.exec(data);
    var shown = area ? Number(area.dataset.version) : NaN;
    if (area && version && Number(version[1]) < shown) return skip(event);  // older than the screen
    offline(false);
    // Only the regions that changed (issue 21, item 13): they apply to the version this
    // stream sent last. The screen already at the new version while the changes were made
    // from the one before (the answer to this phone's tap came first): keep it. A change
    // that kept the version (a seat taken, a setting, the match moved on: base and version
    // both the screen's) applies to the screen as it is. At another version: load the
    // whole area instead.
    if (area && version && data.indexOf('<span id="live-version"') === 0) {
      var base = /data-base="(\d*)"/.exec(data);
      if (Number(version[1]) === shown && !(base && Number(base[1]) === shown)) return skip(event);
      // every element a change aims at must be on the screen (an id swapped out of band, a
      // list added to, a partial's target)
      var targets = (data.match(/ id="[\w-]+" hx-swap-oob="(?:true|delete)"|hx-swap-oob="\w+:#[\w-]+"|hx-target="#[\w-]+"/g) || [])
        .map(function (t) { return /(?:id="|#)([\w-]+)"?/.exec(t)[1]; })
        .filter(function (id) { return id !== "live-version"; });
      var missing = targets.some(function (id) { return !document.getElementById(id); });
      if (!base || Number(base[1]) !== shown || missing) {
        skip(event);
        htmx.ajax("GET", window.location.href, { target: "#duel", swap: "outerHTML" });
        return;
      }
      kept = remember(area, true);
      arriving = version[1];  // written into the area once the changes are in (swapped())
      return;
    }
    kept = remember(area, true);
  });
  // Swaps outside the game area (the match clock's fragment, refreshed on its own) are not
  // the game's: they neither keep what the player had open nor bring the prompt into view.
  function outside(event) {
    var el = event.target;
    return !!(el && el.closest && el.closest("#clock-box"));
  }
  document.addEventListener("htmx:before:swap", function (event) {
    if (outside(event)) return;
    var area = document.getElementById("duel");
    if (kept === null) kept = remember(area, false);
    // two swaps may overlap (a tap's answer and the live stream's copy): the player's focus
    // counts from the first of them until the last is done
    swapping += 1;
    hadFocus = hadFocus || !!(area && area.contains(document.activeElement));
  });
  function swapped() {
    var area = document.getElementById("duel");
    if (arriving !== null && area && Number(arriving) > Number(area.dataset.version)) {
      // After a message of changes only, the rest of the area stays: its forms take the new
      // version, else a tap on them would be refused as stale.
      area.dataset.version = arriving;
      area.querySelectorAll('input[name="version"]').forEach(function (f) { f.value = arriving; });
    }
    arriving = null;
    restore(kept); kept = null;
    showPrompt();
    refocus();
    announce();
  }
  document.addEventListener("htmx:after:swap", function (event) {
    if (outside(event)) return;
    swapped();
    swapping = Math.max(0, swapping - 1);
    if (swapping === 0) hadFocus = false;
  });
  // A message of partials only has no main swap: its end is the message's end.
  document.addEventListener("htmx:sse:after:message", swapped);
})();

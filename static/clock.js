// The match clock on the duel page (issue 24): the server sends the times at its request
// (templates/_clock.html); this moves the running ones on each second from their start
// ("data-since", seconds since the epoch), counts the time left down to the round's limit
// ("data-until") and shows the five-minute warning when it is due ("data-warn"). The
// fragment is fetched again every few seconds (templates/duel.html), so a pause on the other
// phone shows here too.
(function () {
  "use strict";
  function shown(seconds) {
    var s = Math.max(0, Math.floor(seconds)), h = Math.floor(s / 3600), m = Math.floor(s % 3600 / 60);
    var two = function (n) { return (n < 10 ? "0" : "") + n; };
    return h ? h + ":" + two(m) + ":" + two(s % 60) : m + ":" + two(s % 60);
  }
  function tick() {
    var now = Date.now() / 1000;
    document.querySelectorAll("#clock [data-since]").forEach(function (el) {
      el.textContent = shown(now - parseFloat(el.dataset.since));
    });
    document.querySelectorAll("#clock [data-until]").forEach(function (el) {
      el.textContent = shown(parseFloat(el.dataset.until) - now);
    });
  }
  window.setInterval(tick, 1000);
})();

// Turn each <time data-local datetime="..."> (a UTC time the server wrote, with its own
// "26 Nov 03:15 UTC" text as the fallback) into the phone's local time, as a player reads it:
// "today 20:14", "yesterday 18:02", "25 Nov 20:14" (issue 21, item 8).
(function () {
  var MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov",
                "Dec"];
  function two(n) { return (n < 10 ? "0" : "") + n; }
  function day(d) { return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime(); }
  function words(when, now) {
    var clock = two(when.getHours()) + ":" + two(when.getMinutes());
    var days = Math.round((day(now) - day(when)) / 86400000);
    if (days === 0) return "today " + clock;
    if (days === 1) return "yesterday " + clock;
    var date = when.getDate() + " " + MONTHS[when.getMonth()];
    if (when.getFullYear() !== now.getFullYear()) date += " " + when.getFullYear();
    return date + " " + clock;
  }
  var now = new Date();
  document.querySelectorAll("time[data-local]").forEach(function (el) {
    var when = new Date(el.getAttribute("datetime"));
    if (!isNaN(when.getTime())) el.textContent = words(when, now);
  });
})();

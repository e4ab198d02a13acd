// The rules reference filters as the player types, in the page (every entry is already in it),
// so it keeps working with no connection once loaded (issue 6). Names starting with the typed
// text come first, as the server's search does (assistant/glossary.py).
(function () {
  "use strict";
  var box = document.getElementById("rules-q");
  var list = document.getElementById("rules-list");
  var count = document.getElementById("rules-count");
  if (!box || !list) return;
  var items = Array.prototype.slice.call(list.querySelectorAll("article.rule"));
  function filter() {
    var q = box.value.trim().toLowerCase();
    var first = [], then = [];
    items.forEach(function (item) {
      var names = item.dataset.names.split("|");
      var starts = names.some(function (n) { return n.indexOf(q) === 0; });
      var inside = names.some(function (n) { return n.indexOf(q) >= 0; });
      item.hidden = !(q === "" || inside);
      if (q === "" || starts) first.push(item); else if (inside) then.push(item);
    });
    first.concat(then).forEach(function (item) { list.appendChild(item); });
    var shown = items.filter(function (i) { return !i.hidden; }).length;
    count.textContent = shown + " of " + items.length + " terms";
  }
  var rulings = Array.prototype.slice.call(document.querySelectorAll("article.ruling"));
  function filterRulings() {
    var q = box.value.trim().toLowerCase();
    rulings.forEach(function (r) { r.hidden = !(q === "" || r.dataset.names.indexOf(q) >= 0); });
  }
  box.addEventListener("input", filter);
  box.addEventListener("input", filterRulings);
  filter();
})();

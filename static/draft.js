// The card editor keeps what is typed in this browser (localStorage) until it is saved, so a
// reload, a closed tab or a dead battery loses nothing (issue 5). A draft is offered back on
// the same editor page (same fighter, or the same copy or new fighter) with a way to drop it.
(function () {
  "use strict";
  var form = document.querySelector("form[data-draft]");
  if (!form || !window.localStorage) return;
  var key = "fighter-draft:" + form.dataset.draft;
  var notice = document.getElementById("draft-notice");

  function fields() {
    var values = {};
    form.querySelectorAll("input[name], select[name], textarea[name]").forEach(function (f) {
      if (f.type === "hidden" || f.type === "file") return;
      values[f.name] = f.type === "checkbox" ? f.checked : f.value;
    });
    return values;
  }

  function put(values) {
    var restored = 0;
    Object.keys(values).forEach(function (name) {
      var f = form.elements.namedItem(name);
      if (!f || f.type === "hidden") return;
      if (f.type === "checkbox") f.checked = values[name]; else f.value = values[name];
      restored += 1;
    });
    return restored;
  }

  var saved = null;
  try { saved = JSON.parse(localStorage.getItem(key) || "null"); } catch (e) { saved = null; }
  var original = fields();
  if (saved && JSON.stringify(saved) !== JSON.stringify(original) && notice) {
    put(saved);
    notice.hidden = false;
    notice.querySelector("button").addEventListener("click", function () {
      localStorage.removeItem(key);
      put(original);
      notice.hidden = true;
    });
  }

  var timer = null;
  function keep() {
    clearTimeout(timer);
    timer = setTimeout(function () {
      try { localStorage.setItem(key, JSON.stringify(fields())); } catch (e) { /* full */ }
    }, 300);
  }
  form.addEventListener("input", keep);
  form.addEventListener("change", keep);
  // Adding or removing a row posts the whole form: the page that comes back holds it all.
  // Saving clears the draft (a refused save comes back with every field as typed).
  form.addEventListener("submit", function (event) {
    var button = event.submitter;
    clearTimeout(timer);
    if (button && button.value === "save") localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(fields()));
  });
})();

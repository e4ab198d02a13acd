// The new-duel form (issue 21, item 7): as the format changes, show one fighter select per
// seat of that format, with each seat's team, so that one press of "Choose these fighters"
// starts any format. Without JavaScript every select shows and the unused ones are ignored.
(function () {
  var format = document.querySelector('select[name="format"]');
  if (!format) return;
  function show() {
    var option = format.options[format.selectedIndex];
    var teams = option.getAttribute("data-teams").split(",");
    document.querySelectorAll("label[data-seat]").forEach(function (label) {
      var seat = Number(label.getAttribute("data-seat"));
      var used = seat < teams.length;
      label.hidden = !used;
      label.querySelector("select").disabled = !used;
      label.querySelector(".team").textContent = used && teams.length > 2
        ? "(team " + "ABCD"[Number(teams[seat])] + ")" : "";
    });
  }
  format.addEventListener("change", show);
  show();
})();

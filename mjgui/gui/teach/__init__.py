"""Teaching mode in the window: near misses under the yaku list, the readings side by side, the
quiz window and the same hand under other rules. The view models come from
:mod:`mjgui.controller.teach`; these widgets only lay them out and say what the player did."""

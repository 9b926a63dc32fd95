"""Dialogs of the tracker, one module each: an action (``action.ActionDialog``: ron, tsumo, riichi,
draw...), editing a past line (``line.LineDialog``) and starting a new game
(``new_game.NewGameDialog``); ``pickers`` holds the rows of choices they share (and the calculator's
value picker).

Nothing is imported here, so the calculator's value picker loads without the dialogs.
"""

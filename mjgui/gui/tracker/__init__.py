"""The live game tracker window (issue 4): the table, actions with a preview, the editable
history, the final results, files and autosave, and a large-text full-screen view.

``window.TrackerWindow`` is the window; ``link.GameLink`` joins it to the calculator. Nothing is
imported here, so the calculator starts without loading the tracker.
"""

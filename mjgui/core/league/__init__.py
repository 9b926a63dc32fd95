"""The club's evening and season: a folder of ``.mjgame`` records read as one league.

:mod:`season` finds and reads the records (skipping damaged or unfinished ones, never writing
them), :mod:`aliases` keeps the player-name aliases file, :mod:`files` names the season's files from
its folder and tells the file a copy copies, :mod:`standings` builds the league
table and each player's statistics, :mod:`export` writes them as CSV and as the JSON of
``mjgui league``.
"""

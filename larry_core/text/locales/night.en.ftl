## Game nights (issue 51, item 4): consecutive tables of one channel with players in common
## form a night; after each of its games, and at /night show, the night's standings.

cmd-night = night
cmd-night-desc = The game night in this channel: everyone's points over the evening's games
cmd-night-show = show
cmd-night-show-desc = The game night's standings (only you see them unless you share them)
cmd-night-end = end
cmd-night-end-desc = End this channel's game night now (the next game starts a new one)

night-title = Game night
# the picture's head band, at its right
night-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
# posted after each game of a night of two games or more (the table's language)
night-after-game = 🌙 **Game night**: the standings after { $count } games
# /night show: $since is a time of day (a Discord timestamp)
night-on = 🌙 **Game night** in this channel since { $since }: the standings after { $count ->
    [one] one game
   *[other] { $count } games
}
# $ended: how long ago (a Discord timestamp)
night-over = 🌙 The last **game night** in this channel ended { $ended }, after { $count ->
    [one] one game
   *[other] { $count } games
}. Its standings:
night-ended = 🌙 { $name } ended the game night. The final standings after { $count ->
    [one] one game
   *[other] { $count } games
}:
# one player's line: $points a number, maybe with a half (2.5)
night-line = { $place }. **{ $name }** — { $points ->
    [one] { $points } point
   *[other] { $points } points
}
night-rule = -# In each game of n players the first scores n points, the second n − 1 … the last 1; tied players share their places' points. The night goes on while the next table opens here within an hour of the last game.
night-none = There has been no game night in this channel yet: the first game finished here starts one.
night-end-none = No game night is on in this channel.
night-end-not-allowed = Only someone who played tonight, or who may manage the server, can end the game night.
# the picture's description for screen readers: $lines are night-alt-lines
night-picture-alt = The game night's standings after { $count ->
    [one] one game
   *[other] { $count } games
}, each player's points per game and in all: { $lines }
# $each: the points of each game in order ("–": not played)
night-alt-line = { $place }. { $name }, { $points ->
    [one] { $points } point
   *[other] { $points } points
} ({ $each })

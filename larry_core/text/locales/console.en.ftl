## The terminal games (larry play): commands typed at any prompt, in any case.
## Each message is a list of words separated by spaces; English words are always understood too.
console-words-help = help ?
console-words-rules = rules
console-words-hand = hand
console-words-state = state
console-words-back = back cancel
console-words-quit = quit exit q
console-back-nothing = There is nothing to go back to: choose from the list, or type 'help'.
# the unit of the progress bar of larry simulate (shown as game/s)
console-progress-unit = game
## A yes or no question in a terminal game (Enter is no); the English words always work too
console-words-yes = y yes
console-words-no = n no
console-yes-no = Please answer y (yes) or n (no).

## The terminal game (larry play --game kakerlakenpoker): welcome, help, rules, menus.
# $players; $limit: cards of one animal that lose
kp-term-welcome =
    Kakerlakenpoker Royal for { $players } players. Push cards face down with a claim; whoever
    misjudges a claim lays the card out. { $limit } cards of one animal, or no card to offer, and
    you lose. Answer each question with a number or a listed name; type 'help' for the commands,
    'rules' for the rules.
# $number: a seat that exists in this game; $card, $claim: a card of your hand and a claim, as
# typed in the notation; $card_name, $claim_name: the same in the reader's language
kp-term-guide =
    At each question, type a listed number or name. These commands work at any question:
      help (this text) · rules (how the game is played) · hand (your cards) · state (the table) · back (the previous question) · quit (leave the game)
    You may also type a whole move in the game's notation (English words), for example
      offer { $number } { $card } { $claim }   (offer your { $card_name } to seat { $number }, saying “{ $claim_name }”)
      call true · call false · look · pass <seat> <claim> · lay <card> [<card>]
    Seats are the numbers in [ ] of the state.
# why a player draws from the penalty pile, and the royal chain
kp-term-rules-draws =
    • Penalty cards: whoever lays out a royal card (collected, laid out as a penalty, or drawn)
      also takes the face-up top card of the penalty pile and lays it out; if that card is royal
      too, they draw again (the royal chain). An empty penalty pile gives nothing.
    • Type 'state' to see the penalty pile and everybody's cards laid out.
# $prompt: the question; $choice: its only answer, taken without asking
kp-term-only-choice = { $prompt } { $choice } (the only choice)

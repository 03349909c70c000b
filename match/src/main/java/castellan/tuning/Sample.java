package castellan.tuning;

/**
 * One labelled position of the tuning data: a quiet position, the search's score of the game
 * position it was reached from, and the game's result.
 *
 * @param fen    the position (the variant's FEN, extra fields included)
 * @param score  the search's score in centipawns, White's point of view
 * @param result White's result: 1 a win, 0.5 a draw, 0 a loss
 * @param game   the number of the game it comes from (positions of one game go together into the
 *               training or the held-out set), or -1 when the data does not say
 */
public record Sample(String fen, int score, double result, int game) {}

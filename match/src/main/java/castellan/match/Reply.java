package castellan.match;

/**
 * An engine's answer to "your move": the move in Castellan's move text when it is a legal turn
 * (else null, and whether the text was a move at all), the text it sent on the wire, the
 * thinking time charged, and its last reported score and depth.
 *
 * @param move       the legal turn the engine's text means, in our move text; null when it means none
 * @param readable   the engine's text is a move in its protocol's syntax (legal or not)
 * @param wire       the engine's text
 * @param nanos      time from sending the request to receiving the move
 * @param evaluation {@code +0.35/12} from the engine's point of view, or null when it reported none
 * @param score      the last reported score in centipawns from the engine's point of view (a mate in n:
 *                   {@code +-(MATE - n)}), null when none
 * @param resigned   the engine resigned instead of moving (XBoard {@code resign})
 * @param nodes      the nodes the engine last reported for this move ({@code info ... nodes}), -1 when none
 */
public record Reply(String move, boolean readable, String wire, long nanos, String evaluation, Integer score, boolean resigned,
                    long nodes) {
    /** Centipawns standing for a mate in 0; a mate in n is {@code MATE - n}. */
    public static final int MATE = 100_000;
}

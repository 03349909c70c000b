package castellan.match;

/**
 * An engine's answer to "your move": the move in Castellan's move text when the runner could
 * translate it (else the engine's text as it was, which the runner then rejects), the text it
 * sent on the wire, the thinking time charged, and its last reported score and depth.
 *
 * @param move       the move in our move text, or the raw wire text when it matches no legal turn
 * @param wire       the engine's text
 * @param nanos      time from sending the request to receiving the move
 * @param evaluation {@code +0.35/12} from the engine's point of view, or null when it reported none
 * @param score      the last reported score in centipawns from the engine's point of view (a mate in n:
 *                   {@code +-(MATE - n)}), null when none
 * @param resigned   the engine resigned instead of moving (XBoard {@code resign})
 */
public record Reply(String move, String wire, long nanos, String evaluation, Integer score, boolean resigned) {
    /** Centipawns standing for a mate in 0; a mate in n is {@code MATE - n}. */
    public static final int MATE = 100_000;
}

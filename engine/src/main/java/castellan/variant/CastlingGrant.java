package castellan.variant;

/**
 * A castling right that a move creates: when the side holds right {@code requiresBit} and plays
 * a move from {@code from} to {@code to}, it gains right {@code grantsBit} (Wells' King step
 * {@code f1e1} turns the Firzan-side right into the {@code E} right). The move's own losses
 * are applied first.
 */
public record CastlingGrant(int requiresBit, int from, int to, int grantsBit) {}

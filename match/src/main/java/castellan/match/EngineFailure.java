package castellan.match;

/** An engine did not do what its protocol says: it exited, fell silent, or broke the protocol. */
public final class EngineFailure extends Exception {
    /** What went wrong. */
    public enum Kind {
        /** The process exited (or closed its input). */
        CRASH,
        /** No answer before the deadline: a time loss while thinking, a hang otherwise. */
        TIMEOUT,
        /** An answer the protocol does not allow (a rejected move of ours, a missing handshake line). */
        PROTOCOL,
        /** The engine does not play the variant (or lacks a protocol feature the match needs). */
        UNSUPPORTED
    }

    public final Kind kind;

    public EngineFailure(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }
}

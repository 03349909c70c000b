package castellan.position;

/** A FEN that does not describe a legal position of the variant; the message names the field and the problem. */
public final class FenException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public FenException(String message) {
        super(message);
    }
}

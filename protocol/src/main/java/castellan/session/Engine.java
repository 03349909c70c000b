package castellan.session;

/** The engine's name as both protocols announce it. */
public final class Engine {
    private Engine() {}

    public static final String NAME = "Castellan";
    public static final String VERSION = "0.1.0";
    public static final String AUTHOR = "the Castellan developers";

    /** Name and version: {@code Castellan 0.1.0}. */
    public static String fullName() { return NAME + " " + VERSION; }
}

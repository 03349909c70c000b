package castellan.variant;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/** The variants Castellan plays, by id. Each is built once, on first use. */
public final class Variants {
    private static final Map<String, Supplier<Variant>> FACTORIES = new LinkedHashMap<>();
    private static final Map<String, Variant> BUILT = new LinkedHashMap<>();
    private static final Map<String, String> DESCRIPTIONS = new LinkedHashMap<>();

    static {
        register("normal", "Orthodox chess (FIDE), 8x8", Orthodox::normal);
        register("capablanca", "Capablanca chess, 10x8: Archbishop (B+N) and Chancellor (R+N)", Orthodox::capablanca);
        register("wells", "Royal Chess by R. D. Wells, 10x8: Firzan, Elephant, three castlings, stalemate loses", Wells::variant);
        register("royal", "Royal Chess by W. A. Curtis, 10x8: King's and Queen's Guards, compound castling, stalemate wins", castellan.variant.royal.Royal::variant);
        register("norochess", "Norochess, 8x8: non-royal King, captures score, the higher score wins at move 48-60", Norochess::variant);
        register("maidens", "Maidens Chess, 8x8: chess with huffing (a piece that declines a capture may be removed)",
                castellan.variant.maidens.Maidens::variant);
        register("kingdom", "Kingdom Chess, 10x10: Dukes, immune Kings, Wizard, Dragon, Subjects",
                castellan.variant.kingdom.Kingdom::variant);
    }

    private Variants() {}

    private static void register(String id, String description, Supplier<Variant> factory) {
        FACTORIES.put(id, factory);
        DESCRIPTIONS.put(id, description);
    }

    /** The variant with this id; IllegalArgumentException naming the known ids otherwise. */
    public static synchronized Variant get(String id) {
        Variant v = BUILT.get(id);
        if (v != null) return v;
        Supplier<Variant> f = FACTORIES.get(id);
        if (f == null) throw new IllegalArgumentException("unknown variant '" + id + "' (known: " + String.join(", ", ids()) + ")");
        v = f.get();
        BUILT.put(id, v);
        return v;
    }

    public static Iterable<String> ids() { return FACTORIES.keySet(); }

    public static String description(String id) { return DESCRIPTIONS.get(id); }
}

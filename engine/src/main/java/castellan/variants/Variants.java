package castellan.variants;

import castellan.rules.Ruleset;
import castellan.variants.capablanca.Capablanca;
import castellan.variants.chess.Chess;
import castellan.variants.curtis.Curtis;
import castellan.variants.kingdom.Kingdom;
import castellan.variants.maidens.Maidens;
import castellan.variants.norochess.Norochess;
import castellan.variants.wells.Wells;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/** The variants Castellan plays, by id: each one's {@link Ruleset}, built once on first use. */
public final class Variants {
    private static final Map<String, Supplier<Ruleset>> FACTORIES = new LinkedHashMap<>();
    private static final Map<String, Ruleset> BUILT = new LinkedHashMap<>();
    private static final Map<String, String> DESCRIPTIONS = new LinkedHashMap<>();

    static {
        register("normal", "Orthodox chess (FIDE), 8x8", Chess::rules);
        register("capablanca", "Capablanca chess, 10x8: Archbishop (B+N) and Chancellor (R+N)", Capablanca::rules);
        register("wells", "Royal Chess by R. D. Wells, 10x8: Firzan, Elephant, three castlings, stalemate loses", Wells::rules);
        register("royal", "Royal Chess by W. A. Curtis, 10x8: King's and Queen's Guards, compound castling, stalemate wins", Curtis::rules);
        register("norochess", "Norochess, 8x8: non-royal King, captures score, the higher score wins at move 48-60", Norochess::rules);
        register("maidens", "Maidens Chess, 8x8: chess with huffing (a piece that declines a capture may be removed)", Maidens::rules);
        register("kingdom", "Kingdom Chess, 10x10: Dukes, immune Kings, Wizard, Dragon, Subjects", Kingdom::rules);
    }

    private Variants() {}

    private static void register(String id, String description, Supplier<Ruleset> factory) {
        FACTORIES.put(id, factory);
        DESCRIPTIONS.put(id, description);
    }

    /** The rules of the variant with this id; IllegalArgumentException naming the known ids otherwise. */
    public static synchronized Ruleset get(String id) {
        Ruleset r = BUILT.get(id);
        if (r != null) return r;
        Supplier<Ruleset> f = FACTORIES.get(id);
        if (f == null) throw new IllegalArgumentException("unknown variant '" + id + "' (known: " + String.join(", ", ids()) + ")");
        r = f.get();
        if (!r.id().equals(id)) throw new IllegalStateException("variant " + id + " built as " + r.id());
        BUILT.put(id, r);
        return r;
    }

    public static Iterable<String> ids() { return FACTORIES.keySet(); }

    public static String description(String id) { return DESCRIPTIONS.get(id); }
}

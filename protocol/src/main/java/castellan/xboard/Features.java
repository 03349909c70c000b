package castellan.xboard;

import castellan.session.Engine;
import castellan.session.EngineOptions;
import castellan.variants.Variants;

/**
 * Castellan's answer to {@code protover 2} (engine-intf.html, section 9): the protocol features
 * it uses, its variants, and the engine options XBoard does not set with commands of its own,
 * between {@code done=0} (so XBoard waits for all of them) and {@code done=1}; and how XBoard's
 * {@code option} command sets those options.
 */
final class Features {
    private Features() {}

    static String announcement(EngineOptions options) {
        StringBuilder variants = new StringBuilder();
        for (String id : Variants.ids()) variants.append(variants.length() == 0 ? "" : ",").append(id);
        StringBuilder sb = new StringBuilder();
        sb.append("feature done=0\n");
        sb.append("feature ping=1 setboard=1 usermove=1 playother=1 san=0 time=1 draw=0 sigint=0 sigterm=0 reuse=1 colors=0")
                .append(" analyze=1 memory=1 smp=1 highlight=1 name=1 debug=1 myname=\"").append(Engine.fullName())
                .append("\" variants=\"").append(variants).append("\"\n");
        for (EngineOptions.Option o : options.all()) {
            String spec = switch (o.name()) {
                // XBoard sets these with its own commands: memory, cores, hard/easy, variant.
                case EngineOptions.HASH, EngineOptions.THREADS, EngineOptions.PONDER, EngineOptions.VARIANT -> null;
                default -> switch (o.type()) {
                    case SPIN -> "-spin " + o.defaultValue() + " " + o.min() + " " + o.max();
                    case CHECK -> "-check " + (Boolean.parseBoolean(o.defaultValue()) ? 1 : 0);
                    case BUTTON -> "-button";
                    case COMBO -> null;
                };
            };
            if (spec != null) sb.append("feature option=\"").append(o.name()).append(' ').append(spec).append("\"\n");
        }
        sb.append("feature done=1\n");
        return sb.toString();
    }

    /**
     * {@code option NAME[=VALUE]} as the session's option name and value (a check box's
     * {@code 1}/{@code 0} as {@code true}/{@code false}); IllegalArgumentException when it is
     * none of the options declared, or the value is bad.
     */
    static String[] option(EngineOptions options, String arg) {
        int eq = arg.indexOf('=');
        String name = (eq < 0 ? arg : arg.substring(0, eq)).trim(), value = eq < 0 ? "" : arg.substring(eq + 1).trim();
        EngineOptions.Option o = options.find(name);
        if (o == null || name.equalsIgnoreCase(EngineOptions.VARIANT)) throw new IllegalArgumentException("no such option");
        String v = o.type() == EngineOptions.Type.CHECK ? (value.equals("1") ? "true" : value.equals("0") ? "false" : value) : value;
        options.check(name, v);
        return new String[] {name, v};
    }
}

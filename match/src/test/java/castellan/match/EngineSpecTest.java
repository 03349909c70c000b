package castellan.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EngineSpecTest {

    @Test void commandWordsRunToTheNextKey() {
        EngineSpec e = EngineSpec.parse("name=new cmd=./castellan uci proto=uci option.Hash=64");
        assertEquals("new", e.name());
        assertEquals(List.of("./castellan", "uci"), e.command());
        assertEquals(EngineSpec.Protocol.UCI, e.protocol());
        assertEquals(Map.of("Hash", "64"), e.options());
        assertNull(e.dir());
    }

    @Test void defaultsNameFromTheCommandAndProtocolUci() {
        EngineSpec e = EngineSpec.parse("cmd=/usr/games/fairymax proto=xboard dir=/tmp");
        assertEquals("fairymax", e.name());
        assertEquals(EngineSpec.Protocol.XBOARD, e.protocol());
        assertEquals(Path.of("/tmp"), e.dir());
        assertEquals(EngineSpec.Protocol.UCI, EngineSpec.parse("cmd=fairy-stockfish").protocol());
    }

    @Test void optionNamesMayHaveBlanksAndQuotesGroupWords() {
        EngineSpec e = EngineSpec.parse("cmd=fairy-stockfish option.Move Overhead=100 option.UCI_Variant=capablanca");
        assertEquals(Map.of("Move Overhead", "100", "UCI_Variant", "capablanca"), e.options());
        EngineSpec q = EngineSpec.parse("name=x cmd=\"sh -c 'x=1 exec ./engine'\"");
        assertEquals(List.of("sh", "-c", "x=1 exec ./engine"), q.command());
    }

    @Test void badDescriptionsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("name=x"));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("fairymax"));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x proto=telnet"));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x name='unbalanced"));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x name=a name=b"));
    }

    @Test void anEngineMayHaveLimitsOfItsOwn() {
        TimeControl match = TimeControl.parse("10+0.1");
        EngineSpec plain = EngineSpec.parse("cmd=x");
        assertEquals(match, plain.timeControl(match, 60_000));
        EngineSpec clock = EngineSpec.parse("cmd=x tc=40/60");
        assertEquals(TimeControl.parse("40/60"), clock.timeControl(match, 60_000));
        assertEquals(TimeControl.parse("40/60"), clock.timeControl(null, 60_000), "no match control needed");
        EngineSpec fixed = EngineSpec.parse("cmd=x depth=3 nodes=5000");
        assertEquals(TimeControl.fixed(3, 5000, 0, 30_000), fixed.timeControl(match, 30_000));
        EngineSpec counted = EngineSpec.parse("name=fsf cmd=fairy-stockfish tc=10+0.1 nodestime=40");
        assertEquals(40, counted.nodesTime());
        assertEquals(40, counted.timeControl(null, 60_000).nodesPerMs());
        assertEquals(40, EngineSpec.parse("cmd=x nodestime=40").timeControl(match, 60_000).nodesPerMs(), "the match's clock, in nodes");
        assertEquals(counted.limits(), counted.withName("other").limits());
        assertEquals(40, counted.withName("other").nodesTime());
    }

    @Test void badLimitsAreRefused() {
        TimeControl match = TimeControl.parse("10+0.1");
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x").timeControl(null, 1000), "no control at all");
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x tc=10 depth=3").timeControl(match, 1000));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x depth=zero").timeControl(match, 1000));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x tc=fast").timeControl(match, 1000));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x nodestime=0"));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x nodestime=-5"));
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x depth=3 nodestime=5").timeControl(match, 1000),
                "a clock is needed");
        assertThrows(IllegalArgumentException.class, () -> EngineSpec.parse("cmd=x proto=xboard nodestime=5").timeControl(match, 1000),
                "a UCI option");
    }
}

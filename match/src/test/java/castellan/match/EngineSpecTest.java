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
}

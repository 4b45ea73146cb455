package org.snapwear.study.tests.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.snapwear.study.fields.FieldRecord;
import org.snapwear.study.fields.FieldRecordText;
import org.snapwear.study.fields.FieldTree;
import org.snapwear.study.fields.FieldWriter;
import org.snapwear.study.fields.NumberText;
import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.Scalar;

/**
 * {@link FieldTree}: a record stored as the ordered tree of a run's configuration keeps its field order, the
 * Java type of each number (int Integer, long Long, double Double), nested records and lists, and leaves absent
 * fields out; the terminal form shows the same fields.
 */
class FieldTreeTest {

    private record Inner(String name) implements FieldRecord {
        @Override
        public void writeFields(FieldWriter out) {
            out.text("name", name);
        }
    }

    private record Outer(int count, long bytes, double ratio, Inner inner) implements FieldRecord {
        @Override
        public void writeFields(FieldWriter out) {
            out.number("count", count).number("bytes", bytes).number("ratio", ratio).flag("ok", true)
                    .absent("nop").record("inner", inner).records("all", List.of(inner, inner))
                    .texts("ran", List.of("a", "b")).numbers("values", List.of(3, 5));
        }
    }

    @Test
    void treeKeepsOrderTypesAndNesting() {
        ConfigNode.Branch t = FieldTree.of(new Outer(3, 4L, 0.5, new Inner("x")));
        assertEquals(List.of("count", "bytes", "ratio", "ok", "inner", "all", "ran", "values"),
                List.copyOf(t.children().keySet()));
        assertInstanceOf(Integer.class, number(t, "count"));
        assertInstanceOf(Long.class, number(t, "bytes"));
        assertInstanceOf(Double.class, number(t, "ratio"));
        assertEquals(ConfigNode.of(true), t.get("ok"));
        ConfigNode.Branch inner = new ConfigNode.Branch(Map.of("name", ConfigNode.of("x")));
        assertEquals(inner, t.get("inner"));
        assertEquals(new ConfigNode.Items(List.of(inner, inner)), t.get("all"));
        assertEquals(ConfigNode.texts(List.of("a", "b")), t.get("ran"));
        assertEquals(new ConfigNode.Items(List.of(ConfigNode.of(3), ConfigNode.of(5))), t.get("values"));
    }

    @Test
    void aTextWithoutValueIsKeptAsNull() {
        ConfigNode.Branch t = FieldTree.of(new Inner(null));
        assertEquals(List.of("name"), List.copyOf(t.children().keySet()));
        assertEquals(ConfigNode.Null.NULL, t.get("name"));
    }

    private static Number number(ConfigNode.Branch t, String key) {
        return ((Scalar.Num) ((ConfigNode.Leaf) t.get(key)).value()).value();
    }

    @Test
    void terminalLinesAreRoundedAlignedAndNestedWithoutMapDumps() {
        assertEquals(List.of(
                "count   3",
                "bytes   4",
                "ratio   0.2",
                "ok      true",
                "nop     -",
                "inner:",
                "  name  x",
                "all:",
                "  name",
                "  x",
                "  x",
                "ran     a, b",
                "values  3, 5"), FieldRecordText.render(new Outer(3, 4L, 0.19999999999999996, new Inner("x"))));
    }

    @Test
    void numbersReadAsPeopleWriteThem() {
        assertEquals("0.2", NumberText.of(0.19999999999999996));
        assertEquals("1.3975", NumberText.of(1.39750001));
        assertEquals("12.5", NumberText.of(12.5));
        assertEquals("3", NumberText.of(3.0));
        assertEquals("0.0001234", NumberText.of(1.2341e-4));
        assertEquals("-", NumberText.of(Double.NaN));
        assertEquals("-", NumberText.of(Double.POSITIVE_INFINITY));
        assertEquals("0", NumberText.of(-0.0));
    }
}

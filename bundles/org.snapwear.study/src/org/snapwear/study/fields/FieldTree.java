package org.snapwear.study.fields;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.snapwear.study.results.ConfigNode;

/**
 * A {@link FieldRecord} as the ordered tree a run's configuration is stored as ({@link ConfigNode}; the part of
 * results.json that is read back from files of any Snapwear version, so it stays a tree of scalars, lists and
 * objects): ints stay Integer, longs Long, floating values Double; absent fields are left out, a text without a
 * value is {@link ConfigNode.Null}, nested records become nested branches.
 */
public final class FieldTree {

    private FieldTree() {
    }

    public static ConfigNode.Branch of(FieldRecord r) {
        Map<String, ConfigNode> m = new LinkedHashMap<>();
        r.writeFields(new Sink(m));
        return new ConfigNode.Branch(m);
    }

    /** One branch per record, in order. */
    public static ConfigNode.Items ofAll(List<? extends FieldRecord> records) {
        List<ConfigNode> out = new ArrayList<>();
        for (FieldRecord r : records) {
            out.add(of(r));
        }
        return new ConfigNode.Items(out);
    }

    private record Sink(Map<String, ConfigNode> m) implements FieldWriter {

        private FieldWriter put(String key, ConfigNode value) {
            m.put(key, value);
            return this;
        }

        @Override
        public FieldWriter text(String key, String value) {
            return put(key, ConfigNode.of(value));
        }

        @Override
        public FieldWriter number(String key, long value) {
            return put(key, ConfigNode.of(value));
        }

        @Override
        public FieldWriter number(String key, int value) {
            return put(key, ConfigNode.of(value));
        }

        @Override
        public FieldWriter number(String key, double value) {
            return put(key, ConfigNode.of(value));
        }

        @Override
        public FieldWriter flag(String key, boolean value) {
            return put(key, ConfigNode.of(value));
        }

        @Override
        public FieldWriter absent(String key) {
            return this;
        }

        @Override
        public FieldWriter record(String key, FieldRecord value) {
            return value == null ? this : put(key, of(value));
        }

        @Override
        public FieldWriter records(String key, List<? extends FieldRecord> values) {
            return put(key, ofAll(values));
        }

        @Override
        public FieldWriter texts(String key, List<String> values) {
            return put(key, ConfigNode.texts(values));
        }

        @Override
        public FieldWriter numbers(String key, List<? extends Number> values) {
            return put(key, ConfigNode.numbers(values));
        }
    }
}

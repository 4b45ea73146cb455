package org.snapwear.study.results;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One node of the configuration a run records ({@link StudyResults#configuration()}): the tree of scalars, lists
 * and objects that results.json stores and reads back from files of any Snapwear version. A leaf holds a
 * {@link Scalar}; a branch holds named children in the order they were added (the order the report and
 * results.json show); a list holds unnamed items; {@link Null} is a text field without a value (JSON null).
 */
public sealed interface ConfigNode permits ConfigNode.Leaf, ConfigNode.Branch, ConfigNode.Items, ConfigNode.Null {

    /** A text leaf; null text is the {@link Null} node, as a record's text field without a value is stored. */
    static ConfigNode of(String value) {
        return value == null ? Null.NULL : new Leaf(Scalar.of(value));
    }

    static ConfigNode of(Number value) {
        return new Leaf(Scalar.of(value));
    }

    static ConfigNode of(boolean value) {
        return new Leaf(Scalar.of(value));
    }

    /** A list of texts, one leaf each, in order. */
    static Items texts(List<String> values) {
        List<ConfigNode> out = new ArrayList<>(values.size());
        for (String v : values) {
            out.add(of(v));
        }
        return new Items(out);
    }

    /** A list of numbers, one leaf each, in order (each keeps its Java type). */
    static Items numbers(List<? extends Number> values) {
        List<ConfigNode> out = new ArrayList<>(values.size());
        for (Number v : values) {
            out.add(of(v));
        }
        return new Items(out);
    }

    record Leaf(Scalar value) implements ConfigNode {

        public Leaf {
            Objects.requireNonNull(value, "value");
        }
    }

    /** Named children in insertion order; immutable (see {@link #with}). */
    record Branch(Map<String, ConfigNode> children) implements ConfigNode {

        public Branch {
            for (var e : children.entrySet()) {
                Objects.requireNonNull(e.getKey(), "key");
                Objects.requireNonNull(e.getValue(), e.getKey());
            }
            // Map.copyOf would lose the order the report shows.
            children = Collections.unmodifiableMap(new LinkedHashMap<>(children));
        }

        /** The child named {@code key}, or null. */
        public ConfigNode get(String key) {
            return children.get(key);
        }

        /** This branch with {@code key} set to {@code node}: in its place when present, else at the end. */
        public Branch with(String key, ConfigNode node) {
            Map<String, ConfigNode> m = new LinkedHashMap<>(children);
            m.put(key, node);
            return new Branch(m);
        }
    }

    record Items(List<ConfigNode> items) implements ConfigNode {

        public Items {
            items = List.copyOf(items);
        }
    }

    /** JSON null: a field that exists without a value. */
    enum Null implements ConfigNode {
        NULL
    }
}

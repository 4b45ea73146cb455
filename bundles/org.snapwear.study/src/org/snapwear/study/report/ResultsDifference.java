package org.snapwear.study.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.snapwear.study.results.ConfigNode;
import org.snapwear.study.results.ResultTable;
import org.snapwear.study.results.Scalar;
import org.snapwear.study.results.StudyResults;

/**
 * The first difference between two runs ({@link StudyResultsJson#difference}): what a round trip through
 * results.json must keep. Numbers compare by value as JSON keeps them (an int and a long of the same value are
 * equal, as are a float and the double it widens to; NaN equals NaN).
 */
final class ResultsDifference {

    private ResultsDifference() {
    }

    static Optional<String> of(StudyResults a, StudyResults b) {
        if (!Objects.equals(a.studyName(), b.studyName())) {
            return Optional.of("name: " + a.studyName() + " vs " + b.studyName());
        }
        if (Double.compare(a.seconds(), b.seconds()) != 0) {
            return Optional.of("seconds: " + a.seconds() + " vs " + b.seconds());
        }
        Optional<String> d = summary(a.summary(), b.summary());
        if (d.isPresent()) {
            return d;
        }
        d = children("configuration", a.configuration(), b.configuration());
        if (d.isPresent()) {
            return d;
        }
        if (!a.warnings().equals(b.warnings())) {
            return Optional.of("warnings differ");
        }
        List<ResultTable> ta = a.tables();
        List<ResultTable> tb = b.tables();
        if (ta.size() != tb.size()) {
            return Optional.of("table count " + ta.size() + " vs " + tb.size());
        }
        for (int i = 0; i < ta.size(); i++) {
            d = table(ta.get(i), tb.get(i));
            if (d.isPresent()) {
                return d;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> table(ResultTable a, ResultTable b) {
        String where = "table " + a.id();
        if (!a.id().equals(b.id()) || !a.title().equals(b.title()) || !a.description().equals(b.description())) {
            return Optional.of(where + ": id/title/description differ (" + b.id() + ")");
        }
        if (!a.schema().columns().equals(b.schema().columns())) {
            return Optional.of(where + ": columns differ");
        }
        if (a.rowCount() != b.rowCount()) {
            return Optional.of(where + ": " + a.rowCount() + " vs " + b.rowCount() + " rows");
        }
        for (int r = 0; r < a.rowCount(); r++) {
            for (int c = 0; c < a.columns().size(); c++) {
                Object x = a.rows().get(r).get(c);
                Object y = b.rows().get(r).get(c);
                if (!Cells.same(x, y)) {
                    return Optional.of(where + " row " + r + " column " + a.columns().get(c).key() + ": " + x
                            + " vs " + y);
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> summary(Map<String, Scalar> a, Map<String, Scalar> b) {
        Optional<String> d = keys("summary", a, b);
        if (d.isPresent()) {
            return d;
        }
        for (var e : a.entrySet()) {
            d = scalar("summary." + e.getKey(), e.getValue(), b.get(e.getKey()));
            if (d.isPresent()) {
                return d;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> keys(String where, Map<String, ?> a, Map<String, ?> b) {
        if (!new ArrayList<>(a.keySet()).equals(new ArrayList<>(b.keySet()))) {
            return Optional.of(where + ": keys " + a.keySet() + " vs " + b.keySet());
        }
        return Optional.empty();
    }

    private static Optional<String> children(String where, Map<String, ConfigNode> a, Map<String, ConfigNode> b) {
        Optional<String> d = keys(where, a, b);
        if (d.isPresent()) {
            return d;
        }
        for (var e : a.entrySet()) {
            d = node(where + "." + e.getKey(), e.getValue(), b.get(e.getKey()));
            if (d.isPresent()) {
                return d;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> node(String where, ConfigNode a, ConfigNode b) {
        if (a instanceof ConfigNode.Branch ba && b instanceof ConfigNode.Branch bb) {
            return children(where, ba.children(), bb.children());
        }
        if (a instanceof ConfigNode.Items la && b instanceof ConfigNode.Items lb) {
            if (la.items().size() != lb.items().size()) {
                return Optional.of(where + ": " + la.items().size() + " vs " + lb.items().size() + " elements");
            }
            for (int i = 0; i < la.items().size(); i++) {
                Optional<String> d = node(where + "[" + i + "]", la.items().get(i), lb.items().get(i));
                if (d.isPresent()) {
                    return d;
                }
            }
            return Optional.empty();
        }
        if (a instanceof ConfigNode.Leaf x && b instanceof ConfigNode.Leaf y) {
            return scalar(where, x.value(), y.value());
        }
        return a == ConfigNode.Null.NULL && b == ConfigNode.Null.NULL ? Optional.empty()
                : Optional.of(where + ": " + kind(a) + " vs " + kind(b));
    }

    private static Optional<String> scalar(String where, Scalar a, Scalar b) {
        boolean same = a instanceof Scalar.Num x && b instanceof Scalar.Num y ? Cells.same(x.value(), y.value())
                : a.equals(b);
        return same ? Optional.empty() : Optional.of(where + ": " + a.display() + " vs " + b.display());
    }

    private static String kind(ConfigNode n) {
        if (n instanceof ConfigNode.Leaf l) {
            return l.value().display();
        }
        return n instanceof ConfigNode.Branch ? "an object" : n instanceof ConfigNode.Items ? "a list" : "null";
    }
}

package org.snapwear.trace.format.torch;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Walks the unpickled object (a state_dict, or nested dicts and lists such as
 * {@code {"model": {...}, "optimizer": {"state": {0: {...}}}}}) and names every tensor by its path joined with
 * dots ({@code optimizer.state.0.momentum_buffer}). Values that are not tensors are skipped.
 * <p>
 * Pickles share objects (the memo), so the graph is a DAG or worse, not a tree: a list that holds itself twice,
 * 40 levels deep, is 2^40 paths in an 824-byte file. The walk is therefore bounded by the number of distinct
 * objects: each container, object and tensor is visited once, through the first path that reaches it, and a
 * tensor reached by two paths (tied weights) keeps its first name. Cycles are cut the same way, and absurd
 * nesting (only possible in a crafted pickle) at {@link #MAX_DEPTH}.
 */
final class StateDictFlattener {
    /** Deeper nesting than this is not a checkpoint layout; it bounds the recursion. */
    static final int MAX_DEPTH = 64;

    record Named(String name, TorchTensorRef tensor) {
    }

    private final List<Named> out = new ArrayList<>();
    /** Every container, opaque object and tensor already walked (by identity: the pickle's shared objects). */
    private final Set<Object> visited = Collections.newSetFromMap(new IdentityHashMap<>());

    static List<Named> flatten(Object root) {
        StateDictFlattener f = new StateDictFlattener();
        f.walk(root, "", 0);
        return f.out;
    }

    private void walk(Object o, String prefix, int depth) {
        if (o instanceof TorchTensorRef) {
            if (!visited.add(o)) {
                return;
            }
            out.add(new Named(prefix.isEmpty() ? "tensor" : prefix, (TorchTensorRef) o));
            return;
        }
        if (o instanceof TorchGlobals.OpaqueValue) {
            // an object's attributes are named like dict keys (TorchScript: module.fc1.weight)
            Object state = ((TorchGlobals.OpaqueValue) o).state();
            if (state instanceof Object[] && ((Object[]) state).length == 2 && ((Object[]) state)[0] instanceof Map) {
                state = ((Object[]) state)[0]; // (dict, slots) state tuple
            }
            if (state instanceof Map && depth < MAX_DEPTH && visited.add(o)) {
                walk(state, prefix, depth + 1);
            }
            return;
        }
        if (depth >= MAX_DEPTH || !(o instanceof Map || o instanceof List || o instanceof Object[])) {
            return;
        }
        if (!visited.add(o)) {
            return;
        }
        if (o instanceof Map) {
            int i = 0;
            for (Map.Entry<?, ?> e : ((Map<?, ?>) o).entrySet()) {
                walk(e.getValue(), join(prefix, keyName(e.getKey(), i++)), depth + 1);
            }
        } else if (o instanceof List) {
            List<?> l = (List<?>) o;
            for (int i = 0; i < l.size(); i++) {
                walk(l.get(i), join(prefix, Integer.toString(i)), depth + 1);
            }
        } else {
            Object[] a = (Object[]) o;
            for (int i = 0; i < a.length; i++) {
                walk(a[i], join(prefix, Integer.toString(i)), depth + 1);
            }
        }
    }

    /**
     * Keys are strings or integers in real checkpoints; any other key (a tuple, possibly self-referencing in
     * a crafted pickle) is named by its position instead of its text form.
     */
    private static String keyName(Object k, int index) {
        if (k instanceof String || k instanceof Integer || k instanceof Long || k instanceof Boolean
                || k instanceof java.math.BigInteger) {
            return String.valueOf(k);
        }
        return "#" + index;
    }

    private static String join(String prefix, String key) {
        return prefix.isEmpty() ? key : prefix + "." + key;
    }
}

package org.snapwear.trace.format.torch;

import java.io.IOException;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import net.razorvine.pickle.Opcodes;
import net.razorvine.pickle.PickleException;
import net.razorvine.pickle.PickleUtils;
import net.razorvine.pickle.Unpickler;

/**
 * Pyrolite's unpickler with the changes a checkpoint reader needs:
 * <ul>
 * <li>globals resolve through {@link TorchGlobals} (a closed table, unknown globals are inert) instead of
 * Pyrolite's static constructor registry;</li>
 * <li>dicts keep insertion order (Pyrolite uses HashMap), so tensors come out in state_dict order;</li>
 * <li>BUILD (object state) is kept only for opaque objects, whose attributes may hold tensors;</li>
 * <li>every length-prefixed opcode is checked against the bytes left before Pyrolite allocates for it;</li>
 * <li>persistent ids {@code ('storage', type, key, location, numel)} resolve to zip entries;</li>
 * <li>dict keys and set items must be hashable as in Python: a list, dict or set there is refused, because Java
 * hashes those by walking their contents, and a shared list nested 40 deep would take 2^40 steps.</li>
 * </ul>
 */
final class TorchUnpickler extends Unpickler {

    /** Resolves a storage persistent id to the checked bytes of its zip entry. */
    interface StorageResolver {
        TorchStorage resolve(TorchGlobals.StorageType type, String key, long numel) throws IOException;
    }

    private final PickleInput in;
    private final StorageResolver resolver;
    private final Map<String, TorchStorage> storages = new LinkedHashMap<>();
    private IOException storageFailure;

    TorchUnpickler(PickleInput in, StorageResolver resolver) {
        this.in = in;
        this.resolver = resolver;
    }

    /** Unpickles the whole stream. */
    Object load() throws IOException {
        return load(in);
    }

    /** Every storage the pickle referenced, in order of first reference. */
    java.util.Collection<TorchStorage> storages() {
        return storages.values();
    }

    /** The format error raised while resolving a storage, if that is why unpickling stopped. */
    IOException storageFailure() {
        return storageFailure;
    }

    @Override
    protected Object dispatch(short key) throws PickleException, IOException {
        switch (key) {
            case Opcodes.GLOBAL: {
                String module = PickleUtils.readline(in);
                String name = PickleUtils.readline(in);
                stack.add(TorchGlobals.resolve(module, name));
                return NO_RETURN_VALUE;
            }
            case Opcodes.STACK_GLOBAL: {
                Object name = stack.pop();
                Object module = stack.pop();
                if (!(name instanceof String) || !(module instanceof String)) {
                    throw new PickleException("STACK_GLOBAL needs two strings");
                }
                stack.add(TorchGlobals.resolve((String) module, (String) name));
                return NO_RETURN_VALUE;
            }
            case Opcodes.INST: {
                String module = PickleUtils.readline(in);
                String name = PickleUtils.readline(in);
                stack.pop_all_since_marker();
                stack.add(new TorchGlobals.OpaqueValue(module + "." + name));
                return NO_RETURN_VALUE;
            }
            case Opcodes.EMPTY_DICT:
                stack.add(new LinkedHashMap<Object, Object>());
                return NO_RETURN_VALUE;
            case Opcodes.DICT: {
                List<Object> top = stack.pop_all_since_marker();
                Map<Object, Object> map = new LinkedHashMap<>();
                for (int i = 0; i + 1 < top.size(); i += 2) {
                    map.put(hashable(top.get(i)), top.get(i + 1));
                }
                stack.add(map);
                return NO_RETURN_VALUE;
            }
            case Opcodes.SETITEMS: {
                List<Object> top = stack.pop_all_since_marker();
                Object target = stack.peek();
                if (!(target instanceof Map)) {
                    throw new PickleException("SETITEMS on a " + TorchGlobals.describe(target));
                }
                @SuppressWarnings("unchecked")
                Map<Object, Object> dict = (Map<Object, Object>) target;
                for (int i = 0; i + 1 < top.size(); i += 2) {
                    dict.put(hashable(top.get(i)), top.get(i + 1));
                }
                return NO_RETURN_VALUE;
            }
            case Opcodes.SETITEM: {
                Object value = stack.pop();
                Object k = hashable(stack.pop());
                Object target = stack.peek();
                if (!(target instanceof Map)) {
                    throw new PickleException("SETITEM on a " + TorchGlobals.describe(target));
                }
                @SuppressWarnings("unchecked")
                Map<Object, Object> dict = (Map<Object, Object>) target;
                dict.put(k, value);
                return NO_RETURN_VALUE;
            }
            case Opcodes.ADDITEMS: {
                List<Object> items = stack.pop_all_since_marker();
                Object target = stack.peek();
                if (!(target instanceof Set)) {
                    throw new PickleException("ADDITEMS on a " + TorchGlobals.describe(target));
                }
                @SuppressWarnings("unchecked")
                Set<Object> set = (Set<Object>) target;
                for (Object item : items) {
                    set.add(hashable(item));
                }
                return NO_RETURN_VALUE;
            }
            case Opcodes.FROZENSET: {
                Set<Object> set = new HashSet<>();
                for (Object item : stack.pop_all_since_marker()) {
                    set.add(hashable(item));
                }
                stack.add(set);
                return NO_RETURN_VALUE;
            }
            case Opcodes.BUILD: {
                // object state: kept for opaque objects (attributes may be tensors), ignored otherwise
                // (an OrderedDict's _metadata)
                Object state = stack.pop();
                Object target = stack.peek();
                if (target instanceof TorchGlobals.OpaqueValue) {
                    ((TorchGlobals.OpaqueValue) target).setState(state);
                }
                return NO_RETURN_VALUE;
            }
            case Opcodes.BINSTRING:
            case Opcodes.BINBYTES:
            case Opcodes.BINUNICODE:
            case Opcodes.LONG4:
                checkLength(4, key);
                break;
            case Opcodes.BINUNICODE8:
            case Opcodes.BINBYTES8:
            case Opcodes.BYTEARRAY8:
            case Opcodes.FRAME:
                checkLength(8, key);
                break;
            default:
                break;
        }
        return super.dispatch(key);
    }

    /** A dict key or set item; Python refuses unhashable ones, and Java would hash them by walking them. */
    private static Object hashable(Object k) {
        if (k instanceof List || k instanceof Map || k instanceof Set) {
            throw new PickleException("unhashable dict key or set item: a " + TorchGlobals.describe(k));
        }
        return k;
    }

    /** Length prefixes are signed 4-byte or unsigned 8-byte; both must fit the remaining input. */
    private void checkLength(int width, short opcode) {
        long len = in.peekLength(width);
        if (len < 0) {
            throw new PickleException("truncated length of opcode " + opcode);
        }
        if (width == 4 && len > Integer.MAX_VALUE) {
            throw new PickleException("negative length of opcode " + opcode);
        }
        if (opcode == Opcodes.FRAME) {
            // a frame length covers the following opcodes; only its sanity matters
            if (len < 0 || len > in.left() - width) {
                throw new PickleException("frame of " + Long.toUnsignedString(len) + " bytes exceeds the pickle");
            }
            return;
        }
        if (len < 0 || len > in.left() - width) {
            throw new PickleException("opcode " + opcode + " declares " + Long.toUnsignedString(len)
                    + " bytes, only " + (in.left() - width) + " left");
        }
    }

    @Override
    protected Object persistentLoad(Object pid) {
        if (!(pid instanceof Object[])) {
            throw new PickleException("persistent id is not a tuple");
        }
        Object[] t = (Object[]) pid;
        if (t.length < 5 || !"storage".equals(t[0])) {
            throw new PickleException("persistent id is not ('storage', type, key, location, numel)");
        }
        if (!(t[1] instanceof TorchGlobals.StorageType)) {
            Object o = t[1];
            String n = o instanceof TorchGlobals.Opaque ? ((TorchGlobals.Opaque) o).qualifiedName() : TorchGlobals.describe(o);
            throw new PickleException("unsupported storage type " + n);
        }
        if (!(t[2] instanceof String)) {
            throw new PickleException("storage key is not a string");
        }
        TorchGlobals.StorageType type = (TorchGlobals.StorageType) t[1];
        String key = (String) t[2];
        long numel = TorchGlobals.number(t[4], "storage numel");
        TorchStorage s = storages.get(key);
        if (s != null) {
            if (s.numel() != numel || s.dtype() != type.dtype()) {
                throw new PickleException("storage " + key + " referenced with two different types or sizes");
            }
            return s;
        }
        try {
            s = resolver.resolve(type, key, numel);
        } catch (IOException e) {
            storageFailure = e;
            throw new PickleException(e.getMessage(), e);
        }
        storages.put(key, s);
        return s;
    }
}

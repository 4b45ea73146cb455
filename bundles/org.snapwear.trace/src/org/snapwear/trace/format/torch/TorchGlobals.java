package org.snapwear.trace.format.torch;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import net.razorvine.pickle.IObjectConstructor;
import net.razorvine.pickle.PickleException;

import org.snapwear.trace.tensor.DType;

/**
 * The Python globals a torch checkpoint may reference, mapped to Java objects. This table is per reader
 * (not Pyrolite's static registry) and closed: a global that is not listed becomes an {@link Opaque}
 * placeholder that accepts any arguments and is ignored when tensors are collected.
 */
final class TorchGlobals {
    private static final Map<String, Object> TABLE = new HashMap<>();

    static {
        storage("FloatStorage", DType.F32);
        storage("HalfStorage", DType.F16);
        storage("BFloat16Storage", DType.BF16);
        storage("DoubleStorage", DType.F64);
        storage("LongStorage", DType.I64);
        storage("IntStorage", DType.I32);
        storage("ShortStorage", DType.I16);
        storage("CharStorage", DType.I8);
        storage("ByteStorage", DType.U8);
        storage("BoolStorage", DType.BOOL);
        // torch >= 2.1 pickles float8 tensors with these storage classes and dtype globals
        storage("Float8_e4m3fnStorage", DType.F8_E4M3);
        storage("Float8_e5m2Storage", DType.F8_E5M2);
        TABLE.put("torch.UntypedStorage", new StorageType("UntypedStorage", DType.U8, true));
        TABLE.put("torch.storage.UntypedStorage", new StorageType("UntypedStorage", DType.U8, true));
        dtype("float32", DType.F32);
        dtype("float", DType.F32);
        dtype("float16", DType.F16);
        dtype("half", DType.F16);
        dtype("bfloat16", DType.BF16);
        dtype("float64", DType.F64);
        dtype("double", DType.F64);
        dtype("int64", DType.I64);
        dtype("long", DType.I64);
        dtype("int32", DType.I32);
        dtype("int", DType.I32);
        dtype("int16", DType.I16);
        dtype("short", DType.I16);
        dtype("int8", DType.I8);
        dtype("uint8", DType.U8);
        dtype("bool", DType.BOOL);
        dtype("float8_e4m3fn", DType.F8_E4M3);
        dtype("float8_e5m2", DType.F8_E5M2);
        TABLE.put("torch._utils._rebuild_tensor", new RebuildTensor(false));
        TABLE.put("torch._utils._rebuild_tensor_v2", new RebuildTensor(false));
        TABLE.put("torch._utils._rebuild_tensor_v3", new RebuildTensor(true));
        TABLE.put("torch._utils._rebuild_parameter", new FirstArgument());
        TABLE.put("torch._utils._rebuild_parameter_with_state", new FirstArgument());
        TABLE.put("torch._tensor._rebuild_from_type_v2", new RebuildFromType());
        TABLE.put("torch.nn.parameter.Parameter", new FirstArgument());
        IObjectConstructor dict = args -> new LinkedHashMap<Object, Object>();
        TABLE.put("collections.OrderedDict", dict);
        TABLE.put("builtins.dict", dict);
        TABLE.put("__builtin__.dict", dict);
    }

    private TorchGlobals() {
    }

    private static void storage(String name, DType d) {
        StorageType t = new StorageType(name, d, false);
        TABLE.put("torch." + name, t);
        TABLE.put("torch.cuda." + name, t);
        // TypedStorage pickles (torch >= 2.0 writes them under torch.storage for some paths)
        TABLE.put("torch.storage." + name, t);
    }

    private static void dtype(String name, DType d) {
        TABLE.put("torch." + name, new DTypeGlobal(d));
    }

    /** The Java object for {@code module.name}. */
    static Object resolve(String module, String name) {
        Object o = TABLE.get(module + "." + name);
        return o != null ? o : new Opaque(module + "." + name);
    }

    /** A storage class named in a persistent id, e.g. {@code torch.FloatStorage}. */
    record StorageType(String name, DType dtype, boolean untyped) implements IObjectConstructor {
        @Override
        public Object construct(Object[] args) {
            // Storages are only created through persistent_load; calling the class is not supported.
            return new OpaqueValue("torch." + name);
        }
    }

    /** A dtype global such as {@code torch.float32} (an argument of {@code _rebuild_tensor_v3}). */
    record DTypeGlobal(DType dtype) implements IObjectConstructor {
        @Override
        public Object construct(Object[] args) {
            return new OpaqueValue("torch.dtype");
        }
    }

    /** {@code _rebuild_tensor_v2(storage, offset, size, stride, requires_grad, hooks[, metadata])}, and v3 with dtype. */
    static final class RebuildTensor implements IObjectConstructor {
        private final boolean v3;

        RebuildTensor(boolean v3) {
            this.v3 = v3;
        }

        @Override
        public Object construct(Object[] args) {
            if (args.length < 4 || !(args[0] instanceof TorchStorage)) {
                throw new PickleException("_rebuild_tensor: expected (storage, offset, size, stride, ...), got "
                        + args.length + " arguments");
            }
            TorchStorage s = (TorchStorage) args[0];
            DType d = s.dtype();
            if (v3) {
                if (args.length < 7 || !(args[6] instanceof DTypeGlobal)) {
                    throw new PickleException("_rebuild_tensor_v3: dtype argument missing");
                }
                d = ((DTypeGlobal) args[6]).dtype();
            } else if (s.untyped()) {
                throw new PickleException("_rebuild_tensor_v2 on an untyped storage (dtype unknown)");
            }
            long offset = number(args[1], "storage offset");
            long[] size = longs(args[2], "size");
            long[] stride = longs(args[3], "stride");
            if (size.length != stride.length) {
                throw new PickleException("size has " + size.length + " dimensions, stride " + stride.length);
            }
            return new TorchTensorRef(s, d, offset, size, stride);
        }
    }

    /** {@code _rebuild_parameter(data, requires_grad, hooks[, state])}: the parameter is its data tensor. */
    static final class FirstArgument implements IObjectConstructor {
        @Override
        public Object construct(Object[] args) {
            return args.length > 0 ? args[0] : new OpaqueValue("empty");
        }
    }

    /** {@code _rebuild_from_type_v2(func, new_type, args, state)}: tensor subclasses; rebuild with func(args). */
    static final class RebuildFromType implements IObjectConstructor {
        @Override
        public Object construct(Object[] args) {
            if (args.length >= 3 && args[0] instanceof IObjectConstructor && args[2] instanceof Object[]) {
                return ((IObjectConstructor) args[0]).construct((Object[]) args[2]);
            }
            throw new PickleException("_rebuild_from_type_v2: unexpected arguments");
        }
    }

    /** Any other global: constructing it yields an ignored value. */
    record Opaque(String qualifiedName) implements IObjectConstructor {
        @Override
        public Object construct(Object[] args) {
            return new OpaqueValue(qualifiedName);
        }
    }

    /**
     * An instance of a class the reader does not model (numpy scalars, argparse namespaces, TorchScript
     * modules, ...). Its BUILD state is kept because objects may hold tensors in their attributes (a
     * TorchScript module's parameters); the flattener walks it like a dict.
     */
    static final class OpaqueValue {
        private final String type;
        private Object state;

        OpaqueValue(String type) {
            this.type = type;
        }

        String type() {
            return type;
        }

        Object state() {
            return state;
        }

        void setState(Object s) {
            state = s;
        }
    }

    static long number(Object o, String what) {
        if (o instanceof Integer || o instanceof Long || o instanceof Short || o instanceof Byte) {
            return ((Number) o).longValue();
        }
        if (o instanceof java.math.BigInteger) {
            throw new PickleException(what + ": " + describe(o));
        }
        throw new PickleException(what + ": expected an integer, got " + describe(o));
    }

    static long[] longs(Object o, String what) {
        if (!(o instanceof Object[])) {
            throw new PickleException(what + ": expected a tuple, got " + describe(o));
        }
        Object[] a = (Object[]) o;
        long[] out = new long[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = number(a[i], what);
        }
        return out;
    }

    /** A pickled value in Python's words (never a Java class name): {@code a string}, {@code the integer 2**100}. */
    static String describe(Object o) {
        if (o == null) {
            return "None";
        }
        if (o instanceof java.math.BigInteger b) {
            String digits = b.toString();
            return "the integer " + (digits.length() > 24 ? digits.substring(0, 20) + "... (" + digits.length()
                    + " digits)" : digits) + ", beyond the 64-bit range";
        }
        if (o instanceof Number n && !(o instanceof Double || o instanceof Float)) {
            return "the integer " + n;
        }
        if (o instanceof Double || o instanceof Float) {
            return "a float";
        }
        if (o instanceof Boolean) {
            return "a bool";
        }
        if (o instanceof String) {
            return "a string";
        }
        if (o instanceof byte[]) {
            return "bytes";
        }
        if (o instanceof Object[]) {
            return "a tuple";
        }
        if (o instanceof java.util.List) {
            return "a list";
        }
        if (o instanceof java.util.Map) {
            return "a dict";
        }
        if (o instanceof java.util.Set) {
            return "a set";
        }
        if (o instanceof TorchStorage) {
            return "a storage";
        }
        if (o instanceof TorchTensorRef) {
            return "a tensor";
        }
        if (o instanceof OpaqueValue v) {
            return "an object of " + org.snapwear.trace.text.SafeText.printable(v.type());
        }
        return "a value of another kind";
    }
}

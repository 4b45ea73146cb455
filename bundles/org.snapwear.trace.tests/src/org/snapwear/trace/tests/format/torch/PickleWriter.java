package org.snapwear.trace.tests.format.torch;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Writes pickle protocol 2 opcodes by hand, exactly as Python's pickler emits them for torch.save (checked
 * against pickletools' disassembly of the fixture's data.pkl): the test's independent producer of data.pkl.
 */
public final class PickleWriter {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    public PickleWriter() {
        out.write(0x80);
        out.write(2);
    }

    public PickleWriter op(int opcode) {
        out.write(opcode);
        return this;
    }

    public PickleWriter mark() {
        return op('(');
    }

    public PickleWriter tuple() {
        return op('t');
    }

    public PickleWriter emptyDict() {
        return op('}');
    }

    public PickleWriter emptyTuple() {
        return op(')');
    }

    public PickleWriter setItems() {
        return op('u');
    }

    public PickleWriter reduce() {
        return op('R');
    }

    public PickleWriter binPersId() {
        return op('Q');
    }

    public PickleWriter newFalse() {
        return op(0x89);
    }

    public PickleWriter global(String module, String name) {
        op('c');
        byte[] b = (module + "\n" + name + "\n").getBytes(StandardCharsets.UTF_8);
        out.write(b, 0, b.length);
        return this;
    }

    public PickleWriter str(String s) {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        op('X');
        int n = b.length;
        out.write(n);
        out.write(n >>> 8);
        out.write(n >>> 16);
        out.write(n >>> 24);
        out.write(b, 0, b.length);
        return this;
    }

    /** BININT (4-byte signed); torch uses BININT1/2 for small values, any int opcode is valid. */
    public PickleWriter integer(long v) {
        if (v < Integer.MIN_VALUE || v > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("use LONG1 for " + v);
        }
        op('J');
        int n = (int) v;
        out.write(n);
        out.write(n >>> 8);
        out.write(n >>> 16);
        out.write(n >>> 24);
        return this;
    }

    public PickleWriter ints(long... values) {
        mark();
        for (long v : values) {
            integer(v);
        }
        return tuple();
    }

    public byte[] finish() {
        out.write('.');
        return out.toByteArray();
    }
}

package org.snapwear.codec.tests.registry;

/** A correct third-party codec claiming the built-in id {@code raw}, to test priorities. */
public class RawOverrideCodec extends CopyCodec {
    @Override
    public String id() {
        return "raw";
    }
}

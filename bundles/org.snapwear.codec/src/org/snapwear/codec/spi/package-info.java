/**
 * The codec service-provider interface: what a snapshot codec implements ({@link org.snapwear.codec.spi.SnapshotCodec}),
 * how a snapshot is cut into bounded chunks ({@link org.snapwear.codec.spi.ChunkLayout}) and the registry through which
 * built-in and plug-in codecs are found ({@link org.snapwear.codec.spi.CodecRegistry}).
 */
package org.snapwear.codec.spi;

package org.snapwear.spark.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.EOFException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.snapwear.spark.compress.SparkTestSessions;
import org.snapwear.trace.sequence.SnapshotSequence;
import org.snapwear.trace.tensor.Snapshot;
import org.snapwear.trace.tensor.Tensor;

/**
 * A sequence read through Hadoop's file system API (file:// URIs, the code path of hdfs:// and s3a://) against
 * the local reader the single-machine commands use: the same members in the same order, the same tensors
 * (names, order, dtypes, shapes) and, at the offsets the scan gives, the same bytes.
 */
class HadoopMembersTest {
    private final Configuration conf = new Configuration();

    @ParameterizedTest
    @ValueSource(strings = { "cnn_digits_sgd", "hf_charlm_adamw" })
    void sameMembersTensorsAndBytesAsTheLocalReader(String fixture) throws Exception {
        Path dir = SparkTestSessions.fixture(fixture);
        SnapshotSequence local = SnapshotSequence.discover(dir);
        List<SnapshotSequence.NamedMember> remote = HadoopMembers.list(dir.toUri().toString(), conf);
        assertEquals(local.size(), remote.size());
        for (int i = 0; i < local.size(); i++) {
            SnapshotSequence.Entry e = local.entries().get(i);
            assertEquals(e.iteration(), remote.get(i).iteration());
            assertEquals(e.path().getFileName().toString(), Path.of(java.net.URI.create(remote.get(i).name()))
                    .getFileName().toString());
            List<TensorSpec> specs = HadoopMembers.tensors(remote.get(i).name(), conf);
            try (Snapshot s = local.open(i)) {
                assertEquals(s.infos(), specs.stream().map(TensorSpec::info).toList(), e.path().toString());
                for (int t = 0; t < specs.size(); t++) {
                    Tensor tensor = s.tensors().get(t);
                    TensorSpec spec = specs.get(t);
                    int n = (int) Math.min(tensor.info().byteSize(), 4096);
                    ByteBuffer read = ByteBuffer.allocate(n);
                    try (HadoopByteSource src = HadoopByteSource.open(spec.file(), conf)) {
                        src.readFully(spec.offset() + tensor.info().byteSize() - n, read);
                    }
                    ByteBuffer expected = tensor.data();
                    expected.position((int) tensor.info().byteSize() - n);
                    assertEquals(0, read.flip().compareTo(expected.slice()), spec.name() + " in " + spec.file());
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(ints = { 0, 1, 100 })
    void readingPastTheEndIsAnEofNamingTheFile(int past) throws Exception {
        Path f = Files.createTempFile("snapwear-hadoop", ".bin");
        try {
            Files.write(f, new byte[100]);
            try (HadoopByteSource s = HadoopByteSource.open(f.toUri().toString(), conf)) {
                assertEquals(100, s.size());
                // one byte is left at 99: asking for 2 or more must fail, not return fewer
                ByteBuffer b = ByteBuffer.allocate(past + 2);
                EOFException e = assertThrows(EOFException.class, () -> s.readFully(99, b));
                assertTrue(e.getMessage().contains(f.getFileName().toString()), e.getMessage());
            }
        } finally {
            Files.delete(f);
        }
    }
}

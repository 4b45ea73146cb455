package org.snapwear.study.tests.presets;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.SsdSettings;
import org.snapwear.model.study.Study;
import org.snapwear.study.presets.DemoStudy;
import org.snapwear.study.sim.ScaledDevice;
import org.snapwear.trace.generator.GeneratorSettings;

/** The demo study shared by {@code snapwear demo} and the workbench's "Run the demo study". */
class DemoStudyTest {

    @Test
    void defaultStudyWithTheGeneratorsDefaultsAndTheScaledDevice() {
        GeneratorSettings g = GeneratorSettings.defaults();
        Study demo = DemoStudy.create();
        assertEquals("demo", demo.getName());
        Study defaults = StudyDefaults.createDefaultStudy();
        assertEquals(defaults.getSchemes().size(), demo.getSchemes().size(), "every scheme of the default study");
        GeneratorSource source = (GeneratorSource) demo.getSources().get(0);
        assertEquals(g.iterations(), source.getIterations());
        assertEquals(g.interval(), source.getInterval());
        assertEquals(g.seed(), source.getSeed());

        // 100,048 parameters x 4 bytes x 21 snapshots (iterations 0..2000 every 100), computed independently.
        assertEquals(100_048L * 4 * 21, DemoStudy.rawBytes(g));
        ScaledDevice.Scaled expected = ScaledDevice.forRawVolume(100_048L * 4 * 21);
        SsdSettings ssd = demo.getHardware().getSsd();
        assertEquals(expected.config().blocksPerChip(), ssd.getBlocksPerChip());
        assertEquals(expected.config().channels(), ssd.getChannels());
        // The SLC pages analysis gets the generated metadata trace written beside the study, not a warning.
        assertEquals(DemoStudy.METADATA_TRACE, demo.getMetadataTrace().getPath());
    }
}

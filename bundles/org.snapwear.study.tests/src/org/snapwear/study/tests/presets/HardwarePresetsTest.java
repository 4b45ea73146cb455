package org.snapwear.study.tests.presets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.EAttribute;
import org.junit.jupiter.api.Test;
import org.snapwear.flash.ssd.SsdConfig;
import org.snapwear.flash.ssd.WarmupState;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.study.GcPolicy;
import org.snapwear.model.study.SlcSettings;
import org.snapwear.model.study.SnapwearPackage;
import org.snapwear.model.study.SsdSettings;
import org.snapwear.model.study.Study;
import org.snapwear.study.presets.HardwarePreset;
import org.snapwear.study.presets.HardwarePresets;

class HardwarePresetsTest {

    /** A study whose SSD/SLC values all differ from every preset, so that applying one must overwrite them. */
    private static Study perturbed() {
        Study s = StudyDefaults.createDefaultStudy();
        SsdSettings ssd = s.getHardware().getSsd();
        ssd.setChannels(2);
        ssd.setBlocksPerChip(99);
        ssd.setPageWriteMs(9.0);
        ssd.setGcPolicy(GcPolicy.FIFO);
        ssd.setWarmupValid(0.5);
        ssd.setWarmupInvalid(0.25);
        ssd.setWarmupFree(0.25);
        s.getHardware().getSlc().setNop(7);
        s.getHardware().getSlc().setPageBytes(8192);
        return s;
    }

    @Test
    void table4MatchesTheFlashEnginesTable4DeviceAndTable8Warmup() {
        Study s = perturbed();
        HardwarePresets.table4().applyTo(s.getHardware());
        SsdSettings ssd = s.getHardware().getSsd();
        SsdConfig t4 = SsdConfig.table4();
        assertEquals(t4.channels(), ssd.getChannels());
        assertEquals(t4.chipsPerChannel(), ssd.getChipsPerChannel());
        assertEquals(t4.blocksPerChip(), ssd.getBlocksPerChip());
        assertEquals(t4.pagesPerBlock(), ssd.getPagesPerBlock());
        assertEquals(t4.pageBytes(), ssd.getPageBytes());
        assertEquals(t4.byteTransferMs(), ssd.getByteTransferMs());
        assertEquals(t4.pageReadMs(), ssd.getPageReadMs());
        assertEquals(t4.pageWriteMs(), ssd.getPageWriteMs());
        assertEquals(t4.blockEraseMs(), ssd.getBlockEraseMs());
        assertEquals(t4.overProvisioning(), ssd.getOverProvisioning());
        assertEquals(t4.gcThreshold(), ssd.getGcThreshold());
        assertEquals(GcPolicy.GREEDY, ssd.getGcPolicy());
        WarmupState t8 = WarmupState.table8();
        assertEquals(t8.validBlocks(), Math.round(ssd.getWarmupValid() * t4.blocks()));
        assertEquals(t8.invalidBlocks(), Math.round(ssd.getWarmupInvalid() * t4.blocks()));
        assertEquals(t8.freeBlocks(), Math.round(ssd.getWarmupFree() * t4.blocks()));
        SlcSettings slc = s.getHardware().getSlc();
        // [SLC progressive programming, docs/papers.md#slc-progressive]: 16 KB page, 512 B delta region, no partial-program limit.
        assertEquals(16384, slc.getPageBytes());
        assertEquals(512, slc.getDeltaRegionBytes());
        assertEquals(0, slc.getNop());
        assertTrue(StudyValidation.errors(s).isEmpty(), () -> StudyValidation.errors(s).toString());
    }

    @Test
    void scaledDeviceKeepsTable4PagesWithFewerBlocksAndTable8Proportions() {
        Study s = perturbed();
        HardwarePresets.scaled().applyTo(s.getHardware());
        SsdSettings ssd = s.getHardware().getSsd();
        // 64 MiB / (19,640 / 131,072 spare) / 256 KiB blocks = 1,708.5 -> 1,709 blocks -> 214 per chip of 8.
        assertEquals(214, ssd.getBlocksPerChip());
        assertEquals(8, ssd.getChannels());
        assertEquals(64, ssd.getPagesPerBlock());
        assertEquals(0.2, ssd.getPageWriteMs());
        long total = 214L * 8;
        // GC pool ceil(5% x 214) = 11 blocks per chip; one more free block per chip: 96 free.
        assertEquals(96, Math.round(ssd.getWarmupFree() * total));
        // valid = round(111,432 x 1,712 / 131,072) = 1,455; invalid = the rest.
        assertEquals(1455, Math.round(ssd.getWarmupValid() * total));
        assertEquals(161, Math.round(ssd.getWarmupInvalid() * total));
        assertEquals(1.0, ssd.getWarmupValid() + ssd.getWarmupInvalid() + ssd.getWarmupFree(), 1e-12);
        assertTrue(StudyValidation.errors(s).isEmpty(), () -> StudyValidation.errors(s).toString());
    }

    @Test
    void nop4DiffersFromTable4OnlyInTheSlcProgramLimit() {
        HardwarePreset t4 = HardwarePresets.table4();
        HardwarePreset n4 = HardwarePresets.nop4();
        assertEquals(t4.ssd(), n4.ssd());
        for (EAttribute a : t4.slc().keySet()) {
            if (a == SnapwearPackage.Literals.SLC_SETTINGS__NOP) {
                assertEquals(0, t4.slc().get(a));
                assertEquals(4, n4.slc().get(a));
            } else {
                assertEquals(t4.slc().get(a), n4.slc().get(a), a.getName());
            }
        }
        Study s = perturbed();
        n4.applyTo(s.getHardware());
        assertEquals(4, s.getHardware().getSlc().getNop());
        assertTrue(StudyValidation.errors(s).isEmpty(), () -> StudyValidation.errors(s).toString());
    }

    @Test
    void everyPresetSetsEveryAttributeSoNoEarlierValueLeaksThrough() {
        int ssdAttributes = SnapwearPackage.Literals.SSD_SETTINGS.getEAllAttributes().size();
        int slcAttributes = SnapwearPackage.Literals.SLC_SETTINGS.getEAllAttributes().size();
        for (HardwarePreset p : HardwarePresets.all()) {
            assertEquals(ssdAttributes, p.ssd().size(), p.id());
            assertEquals(slcAttributes, p.slc().size(), p.id());
            Study s = perturbed();
            p.applyTo(s.getHardware());
            assertEquals(p.ssd(), HardwarePresets.values(s.getHardware().getSsd()), p.id());
        }
    }

    @Test
    void lookupByIdAndFallbackForStalePreferences() {
        assertEquals(List.of(HardwarePresets.TABLE4, HardwarePresets.SCALED, HardwarePresets.NOP4),
                HardwarePresets.all().stream().map(HardwarePreset::id).toList());
        assertEquals(HardwarePresets.SCALED, HardwarePresets.orDefault("disksim-scaled").id());
        assertEquals(HardwarePresets.TABLE4, HardwarePresets.orDefault("no-such-preset").id());
        assertEquals(HardwarePresets.TABLE4, HardwarePresets.orDefault(null).id());
        assertNotEquals(HardwarePresets.table4().ssd(), HardwarePresets.scaled().ssd());
    }
}

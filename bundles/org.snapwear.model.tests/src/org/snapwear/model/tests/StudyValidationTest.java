package org.snapwear.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EAnnotation;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EcorePackage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.study.CodecParameter;
import org.snapwear.model.study.CompressionSource;
import org.snapwear.model.study.GeneratorSource;
import org.snapwear.model.study.MetadataTraceSource;
import org.snapwear.model.study.OverProvisioningConvention;
import org.snapwear.model.study.SequenceSource;
import org.snapwear.model.study.SnapwearFactory;
import org.snapwear.model.study.SnapwearPackage;
import org.snapwear.model.study.Study;

/**
 * Every constraint of the model: one broken value each, the exact message a user sees, and no other problem.
 * A final test checks that this table covers every constraint declared in snapwear.ecore.
 */
class StudyValidationTest {

    /** A mutation of the base study and the problems it must cause (first = the constraint under test). */
    record Case(String constraint, String message, Consumer<Study> mutate, List<String> alsoFires) {
        @Override
        public String toString() {
            return constraint;
        }
    }

    private static Case c(String constraint, String message, Consumer<Study> mutate, String... also) {
        return new Case(constraint, message, mutate, List.of(also));
    }

    /** The default study plus a metadata trace, so that it has neither errors nor warnings. */
    static Study base() {
        Study s = StudyDefaults.createDefaultStudy();
        MetadataTraceSource m = SnapwearFactory.eINSTANCE.createMetadataTraceSource();
        m.setPath("sqlite_meta_trace");
        s.setMetadataTrace(m);
        return s;
    }

    private static GeneratorSource gen(Study s) {
        return (GeneratorSource) s.getSources().get(0);
    }

    private static SequenceSource addSequence(Study s, String name, String path) {
        SequenceSource q = SnapwearFactory.eINSTANCE.createSequenceSource();
        q.setName(name);
        q.setPath(path);
        s.getSources().add(q);
        return q;
    }

    private static void addParameter(Study s, String key, String value) {
        CodecParameter p = SnapwearFactory.eINSTANCE.createCodecParameter();
        p.setKey(key);
        p.setValue(value);
        s.getSchemes().get(0).getParameters().add(p);
    }

    static Stream<Case> cases() {
        String g = "generator source 'generated-cnn': ";
        return Stream.of(
                c("hasSource", "study 'default': needs at least one snapshot source", s -> s.getSources().clear()),
                c("uniqueSourceNames", "study 'default': snapshot source name 'generated-cnn' is used more than once",
                        s -> addSequence(s, "generated-cnn", "runs/a")),
                c("uniqueSchemeNames", "study 'default': scheme name 'complete' is used more than once",
                        s -> s.getSchemes().get(1).setName("complete")),
                c("metadataTraceForSlc", "study 'default': the SLC pages analysis is on but there is no metadata "
                        + "trace; it will run on the built-in generated trace", s -> s.setMetadataTrace(null)),
                c("nameSet", "generator source '': name must be set", s -> gen(s).setName("")),
                c("pathSet", "sequence source 'fixture': path must be set", s -> addSequence(s, "fixture", null)),
                c("parametersInRange", g + "parameters must be between 10,000 and 10,000,000 (is 9999)",
                        s -> gen(s).setParameters(9_999)),
                c("learningRatePositive", g + "learning rate must be a positive number (is 0.0)",
                        s -> gen(s).setLearningRate(0)),
                c("momentumInRange", g + "momentum must be >= 0 and < 1 (is 1.0)", s -> gen(s).setMomentum(1.0)),
                c("weightDecayNonNegative", g + "weight decay must be >= 0 (is -1.0E-4)",
                        s -> gen(s).setWeightDecay(-1e-4)),
                c("iterationsPositive", g + "iterations must be >= 1 (is 0)", s -> gen(s).setIterations(0),
                        "intervalInRange"),
                c("intervalInRange", g + "snapshot interval must be between 1 and the iterations (2000), is 2001",
                        s -> gen(s).setInterval(2001)),
                c("batchSizeInRange", g + "batch size must be between 1 and 4096 (is 4097)",
                        s -> gen(s).setBatchSize(4097)),
                c("threadsNonNegative", g + "threads must be between 0 and 256 (0 = automatic) (is -1)",
                        s -> gen(s).setThreads(-1)),
                c("nameSet", "scheme '': name must be set", s -> s.getSchemes().get(2).setName("")),
                c("codecSet", "scheme 'complete': codec must be set", s -> s.getSchemes().get(0).setCodec(null)),
                c("snapDisAtLeastOne", "scheme 'dynrle-chain': snap_dis (snapDis) "
                        + "must be between 1 and 2147483647 (is 0)",
                        s -> s.getSchemes().get(6).setSnapDis(0)),
                c("unitAtLeastOne", "scheme 'rle4': unit must be between 1 and 1000000000000 iterations (is 0)",
                        s -> s.getSchemes().get(3).setUnit(0)),
                c("firstIterationNonNegative", "scheme 'rle4': first iteration must be >= 0 (is -100)",
                        s -> s.getSchemes().get(3).setFirstIteration(-100)),
                c("baselineCodecSet", "scheme 'predictive': baseline codec must be set",
                        s -> s.getSchemes().get(8).setBaselineCodec(" ")),
                c("threadsNonNegative", "scheme 'predictive': threads "
                        + "must be between 0 and 256 (0 = automatic) (is -2)",
                        s -> s.getSchemes().get(8).setThreads(-2)),
                c("uniqueParameterKeys", "scheme 'complete': codec parameter 'level' is given more than once", s -> {
                    addParameter(s, "level", "3");
                    addParameter(s, "level", "4");
                }),
                c("keySet", "scheme 'complete', a codec parameter without key: key must be set",
                        s -> addParameter(s, null, "3")),
                c("channelsPositive", "SSD: channels must be between 1 and 1024 (is 0)", s -> ssd(s).setChannels(0)),
                // upper bounds of the shared ranges (ParameterRanges), which the commands check as well
                c("channelsPositive", "SSD: channels must be between 1 and 1024 (is 100000)",
                        s -> ssd(s).setChannels(100_000), "deviceNotTooLarge"),
                c("unitAtLeastOne", "scheme 'rle4': unit must be between 1 and 1000000000000 iterations (is -500)",
                        s -> s.getSchemes().get(3).setUnit(-500)),
                c("threadsNonNegative", "scheme 'predictive': threads must be between 0 and 256 (0 = automatic) "
                        + "(is 257)", s -> s.getSchemes().get(8).setThreads(257)),
                c("pageBytesPositive", "SLC pages: page size (pageBytes) must be between 4 and 1048576 bytes "
                        + "(is 2147483647)", s -> slc(s).setPageBytes(Integer.MAX_VALUE)),
                c("segmentBytesPositive", "SLC pages: diff-index segment size (segmentBytes) must be between 1 and "
                        + "65536 bytes (is -8)", s -> slc(s).setSegmentBytes(-8)),
                c("gcThresholdInRange", "SSD: GC threshold (gcThreshold) must be between 0 and 0.5 (is NaN)",
                        s -> ssd(s).setGcThreshold(Double.NaN)),
                c("chipsPerChannelPositive", "SSD: chips per channel (chipsPerChannel) "
                        + "must be between 1 and 1024 (is -1)",
                        s -> ssd(s).setChipsPerChannel(-1)),
                c("blocksPerChipAtLeastTwo", "SSD: blocks per chip (blocksPerChip) "
                        + "must be between 2 and 2147483647 (is 1)", s -> ssd(s).setBlocksPerChip(1)),
                c("pagesPerBlockPositive", "SSD: pages per block (pagesPerBlock) must be between 1 and 65536 (is 0)",
                        s -> ssd(s).setPagesPerBlock(0)),
                c("pageBytesPositive", "SSD: page size (pageBytes) must be between 1 and 1048576 bytes (is 0)",
                        s -> ssd(s).setPageBytes(0)),
                c("deviceNotTooLarge", "SSD: the device has 137438953472 pages (channels x chips x blocks x pages), "
                        + "more than 2^31 - 1", s -> ssd(s).setBlocksPerChip(1 << 28)),
                c("latenciesNonNegative", "SSD: byte transfer, page read, page write and block erase latencies must be "
                        + ">= 0 ms", s -> ssd(s).setBlockEraseMs(-1.5)),
                c("overProvisioningInRange", "SSD: over-provisioning must be >= 0, and < 1 with SPARE_OVER_TOTAL "
                        + "(is 1.0 with SPARE_OVER_TOTAL)", s -> {
                            ssd(s).setOpConvention(OverProvisioningConvention.SPARE_OVER_TOTAL);
                            ssd(s).setOverProvisioning(1.0);
                        }),
                c("gcThresholdInRange", "SSD: GC threshold (gcThreshold) must be between 0 and 0.5 (is 0.6)",
                        s -> ssd(s).setGcThreshold(0.6)),
                c("dChoicesPositive", "SSD: d-choices sample size must be >= 1 (is 0)", s -> ssd(s).setDChoices(0)),
                c("wearLevelThresholdNonNegative", "SSD: wear-levelling threshold must be >= 0, 0 = off (is -1)",
                        s -> ssd(s).setWearLevelThreshold(-1)),
                c("warmupFractionsInRange", "SSD: warm-up fractions must each be between 0 and 1 (valid 0.5, "
                        + "invalid -0.1, free 0.05029296875)", s -> {
                            ssd(s).setWarmupValid(0.5);
                            ssd(s).setWarmupInvalid(-0.1);
                        }),
                c("warmupFractionsSum", "SSD: warm-up fractions must add up to at most 1 (valid + invalid + free = "
                        + "1.1)", s -> {
                            ssd(s).setWarmupValid(0.8);
                            ssd(s).setWarmupInvalid(0.25);
                            ssd(s).setWarmupFree(0.05);
                        }),
                c("pageBytesPositive", "SLC pages: page size (pageBytes) must be between 4 and 1048576 bytes (is 0)",
                        s -> slc(s).setPageBytes(0),
                        "deltaRegionInRange"),
                c("deltaRegionInRange", "SLC pages: delta region must be at least 3 bytes, at most 65537 bytes and "
                        + "smaller than the page (16384 B), is 16384 B", s -> slc(s).setDeltaRegionBytes(16384)),
                c("nopNonNegative", "SLC pages: NOP (nop) must be between 0 and 2147483647 (0 = unlimited) (is -4)",
                        s -> slc(s).setNop(-4)),
                c("latenciesNonNegative", "SLC pages: read and write latencies must be >= 0 us",
                        s -> slc(s).setWriteMicros(-150)),
                c("segmentBytesPositive", "SLC pages: diff-index segment size (segmentBytes) "
                        + "must be between 1 and 65536 bytes (is 0)",
                        s -> slc(s).setSegmentBytes(0)),
                c("buddyThresholdInRange", "GPU buddy compression: buddy threshold (buddyThreshold) "
                        + "must be between 0 and 1 (is 1.5)",
                        s -> s.getHardware().getBuddy().setBuddyThreshold(1.5)),
                c("processesRange", "cluster: processes range must satisfy 1 <= min <= max (is 512..256)", s -> {
                    s.getHardware().getCluster().setProcessesMin(512);
                    s.getHardware().getCluster().setProcessesMax(256);
                }),
                c("processesStepPositive", "cluster: processes step must be >= 1 (is 0)",
                        s -> s.getHardware().getCluster().setProcessesStep(0)),
                c("checkpointBytesPositive", "cluster: checkpoint size must be > 0 bytes (is 0)",
                        s -> s.getHardware().getCluster().setCheckpointBytes(0)),
                c("ioRatePositive", "cluster: per-process I/O rate must be > 0 bytes/s (is 0.0)",
                        s -> s.getHardware().getCluster().setIoRate(0)),
                c("fsBandwidthPositive", "cluster: file-system bandwidth must be > 0 bytes/s (is -1.0)",
                        s -> s.getHardware().getCluster().setFsBandwidth(-1)),
                c("compressionCodecSet", "cluster: compression codec must be set when the compression source is "
                        + "measured", s -> s.getHardware().getCluster().setCompressionCodec("")),
                c("compressionRatioPositive", "cluster: compression ratio must be > 0 (is 0.0)",
                        s -> s.getHardware().getCluster().setCompressionRatio(0)),
                c("compressionThroughputPositive", "cluster: compression throughput must be > 0 bytes/s (is NaN)",
                        s -> s.getHardware().getCluster().setCompressionThroughput(Double.NaN)),
                c("collectThroughputNonNegative", "cluster: collection throughput must be >= 0 bytes/s, 0 = "
                        + "instantaneous (is -1.0)", s -> s.getHardware().getCluster().setCollectThroughput(-1)),
                c("blockBytesPositive", "cluster: pipeline buffer size must be > 0 bytes (is 0)",
                        s -> s.getHardware().getCluster().setBlockBytes(0)),
                c("queueLengthPositive", "cluster: queue length must be >= 1 (is 0)",
                        s -> s.getHardware().getCluster().setQueueLength(0)),
                c("pathSet", "metadata trace: path must be set", s -> s.getMetadataTrace().setPath(null)),
                c("recordSizeNonNegative", "metadata trace: record size must be >= 0 bytes, 0 = size of the first "
                        + "record file (is -1)", s -> s.getMetadataTrace().setRecordSize(-1)),
                c("snapDisValuesPresent", "analyses: the snap_dis sweep needs at least one snap_dis value",
                        s -> s.getAnalyses().getSnapDisValues().clear()),
                c("snapDisValuesAtLeastOne", "analyses: snap_dis values must be >= 1 (are [3, 0, 10])",
                        s -> s.getAnalyses().getSnapDisValues().set(1, 0)),
                c("storageLimitPositive", "analyses: storage limit must be > 0 raw snapshots (is 0.0)",
                        s -> s.getAnalyses().setStorageLimit(0)));
    }

    private static org.snapwear.model.study.SsdSettings ssd(Study s) {
        return s.getHardware().getSsd();
    }

    private static org.snapwear.model.study.SlcSettings slc(Study s) {
        return s.getHardware().getSlc();
    }

    @Test
    void baseStudyHasNoProblemAtAll() {
        Diagnostic d = StudyValidation.validate(base());
        assertEquals(Diagnostic.OK, d.getSeverity(), StudyValidation.format(d));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void eachConstraintReportsItsMessageAndNothingElse(Case k) {
        Study s = base();
        k.mutate().accept(s);
        List<Diagnostic> problems = new ArrayList<>();
        for (Diagnostic leaf : StudyValidation.leaves(StudyValidation.validate(s))) {
            if (leaf.getSeverity() >= Diagnostic.WARNING) {
                problems.add(leaf);
            }
        }
        List<String> fired = new ArrayList<>();
        List<String> messages = new ArrayList<>();
        for (Diagnostic p : problems) {
            fired.add(StudyValidation.constraint(p));
            messages.add(p.getMessage());
        }
        List<String> expected = new ArrayList<>();
        expected.add(k.constraint());
        expected.addAll(k.alsoFires());
        assertEquals(expected, fired, messages.toString());
        assertEquals(k.message(), messages.get(0));
        int severity = k.constraint().equals("metadataTraceForSlc") ? Diagnostic.WARNING : Diagnostic.ERROR;
        assertEquals(severity, problems.get(0).getSeverity());
        // The diagnostic points at the object (data[0]) and a feature of its class (data[1]).
        Object object = problems.get(0).getData().get(0);
        Object feature = problems.get(0).getData().get(1);
        assertTrue(((org.eclipse.emf.ecore.EObject) object).eClass().getEAllStructuralFeatures().contains(feature));
        // Errors make a study invalid, the warning does not.
        assertEquals(severity == Diagnostic.ERROR, !StudyValidation.errors(s).isEmpty());
    }

    @Test
    void boundaryValuesAreAccepted() {
        Study s = base();
        s.getSchemes().forEach(sc -> sc.setSnapDis(1));
        ssd(s).setGcThreshold(0.5);
        ssd(s).setWarmupValid(0.85);
        ssd(s).setWarmupInvalid(0.1);
        ssd(s).setWarmupFree(0.05); // 1.0000000000000002 in binary: inside the tolerance
        ssd(s).setOverProvisioning(0);
        slc(s).setDeltaRegionBytes(3);
        slc(s).setPageBytes(4);
        s.getHardware().getBuddy().setBuddyThreshold(1);
        s.getHardware().getCluster().setProcessesMin(1);
        s.getHardware().getCluster().setProcessesMax(1);
        s.getHardware().getCluster().setCompressionSource(CompressionSource.GIVEN);
        s.getHardware().getCluster().setCompressionCodec(null); // only needed when measured
        gen(s).setInterval(gen(s).getIterations());
        gen(s).setParameters(10_000);
        s.getAnalyses().setSnapDisSweep(false);
        s.getAnalyses().getSnapDisValues().clear();
        assertEquals(List.of(), StudyValidation.errors(s));
    }

    @Test
    void missingRequiredPartIsNamedByEmfsMultiplicityCheck() {
        Study s = base();
        s.setHardware(null);
        List<String> errors = StudyValidation.errors(s);
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).contains("'hardware'") && errors.get(0).contains("study 'default'"), errors.get(0));
    }

    @Test
    void formatListsEveryProblemWithItsSeverity() {
        Study s = StudyDefaults.createDefaultStudy();
        s.getSchemes().get(0).setSnapDis(0);
        // Model order: the study's own constraints before those of its contents.
        assertEquals("warning: study 'default': the SLC pages analysis is on but there is no metadata trace; it "
                + "will run on the built-in generated trace\n"
                + "error: scheme 'complete': snap_dis (snapDis) must be between 1 and 2147483647 (is 0)\n",
                StudyValidation.format(StudyValidation.validate(s)));
    }

    @Test
    void tableCoversEveryConstraintOfTheEcore() {
        Set<String> declared = new TreeSet<>();
        for (EClassifier c : SnapwearPackage.eINSTANCE.getEClassifiers()) {
            EAnnotation a = c.getEAnnotation(EcorePackage.eNS_URI);
            if (a != null && a.getDetails().get("constraints") != null) {
                for (String name : a.getDetails().get("constraints").trim().split("\\s+")) {
                    declared.add(c.getName() + "." + name);
                }
            }
        }
        assertEquals(58, declared.size());
        // Each case's constraint, qualified by the class of the object its diagnostic points at.
        Set<String> tested = new TreeSet<>();
        cases().forEach(k -> {
            Study s = base();
            k.mutate().accept(s);
            for (Diagnostic leaf : StudyValidation.leaves(StudyValidation.validate(s))) {
                if (k.constraint().equals(StudyValidation.constraint(leaf))) {
                    EClassifier owner = ownerOf(((org.eclipse.emf.ecore.EObject) leaf.getData().get(0)).eClass(),
                            k.constraint());
                    tested.add(owner.getName() + "." + k.constraint());
                }
            }
        });
        assertEquals(declared, tested);
    }

    /** The class (the object's or a supertype) that declares the constraint. */
    private static EClassifier ownerOf(org.eclipse.emf.ecore.EClass c, String constraint) {
        List<org.eclipse.emf.ecore.EClass> candidates = new ArrayList<>();
        candidates.add(c);
        candidates.addAll(c.getEAllSuperTypes());
        for (org.eclipse.emf.ecore.EClass k : candidates) {
            EAnnotation a = k.getEAnnotation(EcorePackage.eNS_URI);
            if (a != null && List.of(a.getDetails().get("constraints").split("\\s+")).contains(constraint)) {
                return k;
            }
        }
        throw new AssertionError(constraint + " is not declared on " + c.getName());
    }
}

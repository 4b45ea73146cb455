package org.snapwear.model.tests.bench;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;

import javax.xml.parsers.DocumentBuilderFactory;

import org.snapwear.model.StudyDefaults;
import org.snapwear.model.StudyResources;
import org.snapwear.model.StudyValidation;
import org.snapwear.model.study.Study;

/**
 * Cost of study files: save, load and validate of the default study, against a plain DOM parse of the same bytes
 * (reference measured in the same run). Studies are small; this only shows that opening one is instantaneous.
 */
public final class StudyResourcesBenchmark {
    private StudyResourcesBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path dir = Files.createTempDirectory("snapwear-bench");
        Path f = dir.resolve("default.snapwear");
        Study study = StudyDefaults.createDefaultStudy();
        StudyResources.save(study, f);
        byte[] bytes = Files.readAllBytes(f);
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        for (int warm = 0; warm < 2; warm++) {
            long t0 = System.nanoTime();
            for (int i = 0; i < rounds; i++) {
                StudyResources.save(study, f);
            }
            long t1 = System.nanoTime();
            for (int i = 0; i < rounds; i++) {
                StudyResources.load(f);
            }
            long t2 = System.nanoTime();
            for (int i = 0; i < rounds; i++) {
                StudyValidation.validate(study);
            }
            long t3 = System.nanoTime();
            for (int i = 0; i < rounds; i++) {
                DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(bytes));
            }
            long t4 = System.nanoTime();
            if (warm == 1) {
                System.out.printf("default study: %d bytes, %d rounds%n", bytes.length, rounds);
                print("save (temp file + rename)", t1 - t0, rounds, bytes.length);
                print("load", t2 - t1, rounds, bytes.length);
                print("validate (58 constraints)", t3 - t2, rounds, bytes.length);
                print("reference: DOM parse of the bytes", t4 - t3, rounds, bytes.length);
                System.out.printf("load / DOM parse = %.2f%n", (double) (t2 - t1) / (t4 - t3));
            }
        }
        Files.deleteIfExists(f);
        Files.deleteIfExists(dir);
    }

    private static void print(String what, long nanos, int rounds, int bytes) {
        double us = nanos / 1e3 / rounds;
        System.out.printf("%-36s %8.1f us/op %8.1f MB/s%n", what, us, bytes / us);
    }
}

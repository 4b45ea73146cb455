package org.snapwear.ui.resume;

import org.eclipse.osgi.util.NLS;

/** UI strings of the resume check (messages.properties). */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.snapwear.ui.resume.messages";

    public static String Dialog_shell;
    public static String Dialog_title;
    public static String Dialog_message;
    public static String Dialog_checkpoint;
    public static String Dialog_checkpointHint;
    public static String Dialog_browse;
    public static String Dialog_steps;
    public static String Dialog_seeds;
    public static String Dialog_restarts;
    public static String Dialog_profiles;
    public static String Dialog_lossFile;
    public static String Dialog_control;
    public static String Dialog_badSeeds;
    public static String Dialog_noArm;
    public static String Dialog_notResumable;
    public static String Dialog_command;
    public static String Dialog_commandHint;
    public static String Dialog_commandNeedsCheckpoint;
    public static String Editor_name;
    public static String Editor_tip;
    public static String Editor_builtIn;
    public static String Panel_running;
    public static String Panel_cancelled;
    public static String Panel_failed;
    public static String Panel_header;
    public static String Panel_noBand;
    public static String Panel_findings;
    public static String Panel_arms;
    public static String Panel_failure;
    public static String Panel_openResults;
    public static String Column_arm;
    public static String Column_bytes;
    public static String Column_bytesPct;
    public static String Column_maxDiff;
    public static String Column_leftAt;
    public static String Column_outside;
    public static String Column_finalDiff;
    public static String Column_extraSteps;
    public static String Cell_never;
    public static String Cell_notReached;
    public static String Cell_unknown;
    public static String Job_name;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}

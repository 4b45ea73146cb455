package org.snapwear.ui.editors.overview;

import org.eclipse.osgi.util.NLS;

/** UI strings of the run overview editor (messages.properties beside this class). */
public final class Messages extends NLS {
    private static final String BUNDLE_NAME = "org.snapwear.ui.editors.overview.messages"; //$NON-NLS-1$

    public static String Editor_computing;
    public static String Editor_progress;
    public static String Chart_section;
    public static String Chart_description;
    public static String Chart_waiting;
    public static String Editor_failed;
    public static String Editor_cancelled;
    public static String Editor_title;
    public static String Editor_jobName;
    public static String Editor_verdictJobName;
    public static String Verdict_section;
    public static String Verdict_description;
    public static String Verdict_best;
    public static String Verdict_bestOutsideCap;
    public static String Verdict_written;
    public static String Verdict_writtenValue;
    public static String Verdict_erases;
    public static String Verdict_erasesValue;
    public static String Verdict_snapDis;
    public static String Verdict_snapDisValue;
    public static String Verdict_snapDisNone;
    public static String Verdict_lifetime;
    public static String Verdict_lifetimeValue;
    public static String Verdict_rawLifetime;
    public static String Settings_section;
    public static String Settings_description;
    public static String Settings_cap;
    public static String Settings_capUnit;
    public static String Settings_interval;
    public static String Settings_intervalUnit;
    public static String Settings_ssd;
    public static String Settings_invalidNumber;
    public static String Read_section;
    public static String Read_description;
    public static String Read_iteration;
    public static String Read_member;
    public static String Read_formats;
    public static String Read_files;
    public static String Read_tensors;
    public static String Read_tensorBytes;
    public static String Read_diskBytes;
    public static String Read_dtypes;
    public static String Read_roles;
    public static String Links_section;
    public static String Links_results;
    public static String Links_tensors;
    public static String Links_blockStates;
    public static String Links_sequences;
    public static String Open_dialogTitle;
    public static String Open_dialogMessage;
    public static String Open_failed;
    public static String Loss_section;
    public static String Loss_description;
    public static String Loss_waiting;
    public static String Loss_none;
    public static String Loss_profile;
    public static String Loss_kind;
    public static String Loss_written;
    public static String Loss_writtenPct;
    public static String Loss_erases;
    public static String Loss_lifetime;
    public static String Loss_bound;
    public static String Loss_role;
    public static String Loss_codec;
    public static String Loss_tensors;
    public static String Loss_maxRel;
    public static String Loss_meanRel;
    public static String Loss_pruned;
    public static String Loss_domain;
    public static String Loss_maxInDomain;
    public static String Loss_ofBound;
    public static String Loss_exactKind;
    public static String Loss_lossyKind;
    public static String Loss_exactBound;
    public static String Timing;
    public static String TimingCached;

    static {
        NLS.initializeMessages(BUNDLE_NAME, Messages.class);
    }

    private Messages() {
    }
}

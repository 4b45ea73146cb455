package org.snapwear.ui.core;

/** Ids of the commands declared in plugin.xml (and of the run-overview command another bundle part declares). */
public final class CommandIds {
    public static final String CATEGORY = "org.snapwear.ui.commands.category";
    public static final String NEW_STUDY = "org.snapwear.ui.commands.newStudy";
    public static final String OPEN_STUDY = "org.snapwear.ui.commands.openStudy";
    public static final String OPEN_SEQUENCE = "org.snapwear.ui.commands.openSequence";
    public static final String IMPORT_SEQUENCE = "org.snapwear.ui.commands.importSequence";
    public static final String RUN_DEMO = "org.snapwear.ui.commands.runDemo";
    public static final String START_PAGE = "org.snapwear.ui.commands.startPage";
    public static final String USER_GUIDE = "org.snapwear.ui.commands.userGuide";
    public static final String ABOUT = "org.snapwear.ui.commands.about";
    /** The run-overview editor's command; the start page uses it when it is defined, else {@link #OPEN_SEQUENCE}. */
    public static final String OPEN_RUN_OVERVIEW = "org.snapwear.ui.commands.openRunOverview";
    /** The run-overview command's optional parameter: the directory or checkpoint to open (no dialog then). */
    public static final String OPEN_RUN_OVERVIEW_PATH = "org.snapwear.ui.commands.openRunOverview.path";

    private CommandIds() {
    }
}

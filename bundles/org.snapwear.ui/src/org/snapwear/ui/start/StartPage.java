package org.snapwear.ui.start;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.core.commands.Command;
import org.eclipse.core.commands.common.CommandException;
import org.eclipse.core.runtime.preferences.InstanceScope;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.preference.IPreferenceStore;
import org.eclipse.jface.resource.ImageDescriptor;
import org.eclipse.jface.resource.LocalResourceManager;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.resource.ResourceLocator;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.commands.ICommandService;
import org.eclipse.ui.forms.events.HyperlinkAdapter;
import org.eclipse.ui.forms.events.HyperlinkEvent;
import org.eclipse.ui.forms.widgets.ImageHyperlink;
import org.eclipse.ui.forms.widgets.ScrolledForm;
import org.eclipse.ui.forms.widgets.Section;
import org.eclipse.ui.forms.widgets.TableWrapData;
import org.eclipse.ui.forms.widgets.TableWrapLayout;
import org.eclipse.ui.handlers.IHandlerService;
import org.snapwear.ui.editors.ReadOnlyFormEditor;
import org.eclipse.ui.preferences.ScopedPreferenceStore;
import org.snapwear.ui.core.UiLog;
import org.snapwear.ui.actions.OpenRecentMenu;
import org.snapwear.ui.core.RecentFiles;
import org.snapwear.ui.core.CommandIds;
import org.snapwear.ui.core.ErrorLines;

/**
 * Where a new user starts: links that run the Snapwear commands (open a checkpoint run, open or create a study,
 * run the demo study), the recent studies and sequences, and the user guide. Every link executes a command
 * through the handler service, so the page does exactly what the menus do.
 */
public final class StartPage extends ReadOnlyFormEditor {
    /** Editor id, as declared in plugin.xml. */
    public static final String ID = "org.snapwear.ui.editors.start";
    /** Preference (instance scope of org.snapwear.ui) set once the start page has been shown. */
    public static final String SHOWN_KEY = "startPageShown";
    private static final String BUNDLE = "org.snapwear.ui";

    private final Map<String, ImageHyperlink> commandLinks = new LinkedHashMap<>();
    private final List<ImageHyperlink> recentLinks = new ArrayList<>();
    private ScrolledForm form;
    private LocalResourceManager images;

    /** Opens (or brings up) the start page in the window. */
    public static StartPage open(IWorkbenchWindow window) {
        try {
            return (StartPage) window.getActivePage().openEditor(StartPageInput.INSTANCE, ID);
        } catch (PartInitException e) {
            ErrorLines.show(window.getShell(), Messages.StartPage_title, e);
            return null;
        }
    }

    /** Opens the start page on the first start of the workspace (the workbench's instance preferences). */
    public static StartPage openOnFirstStart(IWorkbenchWindow window) {
        return openOnFirstStart(window, firstStartStore());
    }

    /** The store of the {@link #SHOWN_KEY} flag: the workspace's instance preferences of org.snapwear.ui. */
    public static IPreferenceStore firstStartStore() {
        return new ScopedPreferenceStore(InstanceScope.INSTANCE, BUNDLE);
    }

    /** Opens the start page unless {@code store} says it was shown already, and records that it was. */
    public static StartPage openOnFirstStart(IWorkbenchWindow window, IPreferenceStore store) {
        if (store.getBoolean(SHOWN_KEY)) {
            return null;
        }
        store.setValue(SHOWN_KEY, true);
        if (store instanceof ScopedPreferenceStore s) {
            try {
                s.save();
            } catch (IOException e) {
                // The page then shows again at the next start; nothing else depends on it.
            }
        }
        return open(window);
    }

    /**
     * The command behind "Open a checkpoint run": the run-overview editor's command when a Snapwear bundle defines
     * it, else Open Sequence.
     */
    public static String checkpointRunCommand(ICommandService commands) {
        Command overview = commands.getCommand(CommandIds.OPEN_RUN_OVERVIEW);
        return overview != null && overview.isDefined() ? CommandIds.OPEN_RUN_OVERVIEW : CommandIds.OPEN_SEQUENCE;
    }

    @Override
    public void init(IEditorSite site, IEditorInput input) throws PartInitException {
        if (!(input instanceof StartPageInput)) {
            throw new PartInitException("the start page opens only its own input");
        }
        setSite(site);
        setInput(input);
        setPartName(Messages.StartPage_tabTitle);
        setTitleToolTip(Messages.StartPage_title);
    }

    @Override
    public void createPartControl(Composite parent) {
        toolkit(parent.getDisplay());
        images = new LocalResourceManager(JFaceResources.getResources(), parent);
        form = toolkit().createScrolledForm(parent);
        form.setText(Messages.StartPage_title);
        form.setImage(image("icons/snapwear32.png"));
        toolkit().decorateFormHeading(form.getForm());
        TableWrapLayout layout = new TableWrapLayout();
        layout.numColumns = 2;
        layout.makeColumnsEqualWidth = true;
        layout.horizontalSpacing = 24;
        layout.leftMargin = 16;
        layout.rightMargin = 16;
        form.getBody().setLayout(layout);

        Label intro = toolkit().createLabel(form.getBody(), Messages.StartPage_intro, SWT.WRAP);
        TableWrapData introData = new TableWrapData(TableWrapData.FILL_GRAB);
        introData.colspan = 2;
        intro.setLayoutData(introData);

        ICommandService commands = getSite().getService(ICommandService.class);
        Composite start = section(Messages.StartPage_startSection);
        commandLink(start, checkpointRunCommand(commands), "icons/open_run.png", Messages.StartPage_openRun,
                Messages.StartPage_openRunHint);
        commandLink(start, CommandIds.OPEN_STUDY, "icons/open_study.png", Messages.StartPage_openStudy,
                Messages.StartPage_openStudyHint);
        commandLink(start, CommandIds.NEW_STUDY, "icons/new_study.png", Messages.StartPage_newStudy,
                Messages.StartPage_newStudyHint);
        commandLink(start, CommandIds.RUN_DEMO, "icons/demo.png", Messages.StartPage_demo,
                Messages.StartPage_demoHint);

        Composite recent = section(Messages.StartPage_recentSection);
        fillRecent(recent);
        // A run opened after the page (snapwear open RUN, a study run) goes on the list at once, not at the next start.
        Runnable refresh = () -> {
            if (!recent.isDisposed()) {
                for (org.eclipse.swt.widgets.Control c : recent.getChildren()) {
                    c.dispose();
                }
                recentLinks.clear();
                fillRecent(recent);
                form.reflow(true);
            }
        };
        org.eclipse.swt.widgets.Display display = recent.getDisplay();
        Runnable later = () -> {
            if (!display.isDisposed()) {
                display.asyncExec(refresh);
            }
        };
        for (RecentFiles list : List.of(RecentFiles.workbenchStudies(), RecentFiles.workbench())) {
            list.addListener(later);
            recent.addDisposeListener(e -> list.removeListener(later));
        }

        Composite learn = section(Messages.StartPage_learnSection);
        commandLink(learn, CommandIds.USER_GUIDE, "icons/user_guide.png", Messages.StartPage_userGuide,
                Messages.StartPage_userGuideHint);
        // A resize reflows with the layout's cached sizes, so after the part shrank the text kept the wider
        // wrapping and ran off the right edge: reflow from scratch instead.
        form.addListener(SWT.Resize, e -> form.getDisplay().asyncExec(() -> {
            if (!form.isDisposed()) {
                form.reflow(true);
            }
        }));
        form.reflow(true);
    }

    private Composite section(String title) {
        Section s = toolkit().createSection(form.getBody(), Section.TITLE_BAR);
        s.setText(title);
        s.setLayoutData(new TableWrapData(TableWrapData.FILL_GRAB));
        Composite body = toolkit().createComposite(s);
        GridLayout gl = new GridLayout(1, false);
        gl.verticalSpacing = 2;
        body.setLayout(gl);
        s.setClient(body);
        return body;
    }

    private void commandLink(Composite parent, String commandId, String icon, String text, String hint) {
        ImageHyperlink link = link(parent, icon, text);
        link.setData(commandId);
        link.addHyperlinkListener(new HyperlinkAdapter() {
            @Override
            public void linkActivated(HyperlinkEvent e) {
                execute(commandId);
            }
        });
        commandLinks.put(commandId, link);
        Label h = toolkit().createLabel(parent, hint, SWT.WRAP);
        GridData hd = new GridData(SWT.FILL, SWT.TOP, true, false);
        hd.horizontalIndent = 22;
        hd.widthHint = 200;
        h.setLayoutData(hd);
    }

    private ImageHyperlink link(Composite parent, String icon, String text) {
        ImageHyperlink link = toolkit().createImageHyperlink(parent, SWT.WRAP);
        link.setText(text);
        link.setImage(image(icon));
        GridData gd = new GridData(SWT.FILL, SWT.TOP, true, false);
        gd.verticalIndent = 6;
        // Wrap (a recent path can be long) rather than ask for one line's width: the page must fit a
        // 1280-pixel window's editor area.
        gd.widthHint = 200;
        link.setLayoutData(gd);
        return link;
    }

    private void fillRecent(Composite parent) {
        List<IAction> actions = OpenRecentMenu.actions(getSite().getWorkbenchWindow(),
                RecentFiles.workbenchStudies(), RecentFiles.workbench());
        if (actions.isEmpty()) {
            GridData nd = new GridData(SWT.FILL, SWT.TOP, true, false);
            nd.widthHint = 200;
            toolkit().createLabel(parent, Messages.StartPage_noRecent, SWT.WRAP).setLayoutData(nd);
            return;
        }
        for (IAction a : actions) {
            if (a == null) {
                continue;
            }
            // The menu's mnemonic prefix ("&1 ") is not shown on the page.
            String label = a.getText().replaceFirst("^&\\d ", "").replace("&&", "&");
            ImageHyperlink link = link(parent, "icons/recent.png", label);
            link.setToolTipText(label);
            link.addHyperlinkListener(new HyperlinkAdapter() {
                @Override
                public void linkActivated(HyperlinkEvent e) {
                    a.run();
                }
            });
            recentLinks.add(link);
        }
    }

    /** Executes a command as its menu item does; a failure is logged and shown. */
    public void execute(String commandId) {
        try {
            getSite().getService(IHandlerService.class).executeCommand(commandId, null);
        } catch (CommandException | RuntimeException e) {
            String message = NLS.bind(Messages.StartPage_failed, commandId, ErrorLines.of(e));
            UiLog.error(message, e);
            MessageDialog.openError(getSite().getShell(), Messages.StartPage_title, message);
        }
    }

    private org.eclipse.swt.graphics.Image image(String path) {
        ImageDescriptor d = ResourceLocator.imageDescriptorFromBundle(BUNDLE, path)
                .orElse(ImageDescriptor.getMissingImageDescriptor());
        return images.create(d);
    }

    /** The command links by command id, in page order (for tests). */
    public Map<String, ImageHyperlink> commandLinks() {
        return commandLinks;
    }

    /** The page's form, filling the part (for tests and layout checks). */
    public org.eclipse.swt.widgets.Control control() {
        return form;
    }

    /** The links of the recent list (for tests). */
    public List<ImageHyperlink> recentLinks() {
        return recentLinks;
    }

    @Override
    public void setFocus() {
        form.setFocus();
    }
}

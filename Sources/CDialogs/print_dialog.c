#include "print_dialog.h"

typedef struct {
    EmojiArtDrawPage draw;
    EmojiArtPrintDone done;
    void *user_data;
    GDestroyNotify destroy;
    gboolean reported;
    char **placements;
    int placement;
    GPtrArray *choices;  // the tab's buttons, while it is shown
} Job;

static void begin_print(GtkPrintOperation *operation, GtkPrintContext *context, gpointer data) {
    (void)context, (void)data;
    gtk_print_operation_set_n_pages(operation, 1);
}

static void draw_page(GtkPrintOperation *operation, GtkPrintContext *context, int page, gpointer data) {
    (void)operation, (void)page;
    Job *job = data;
    job->draw(gtk_print_context_get_cairo_context(context), gtk_print_context_get_width(context),
              gtk_print_context_get_height(context), job->placement, job->user_data);
}

/// The dialog's tab: a choice of placements, as radio buttons.
static GObject *create_tab(GtkPrintOperation *operation, gpointer data) {
    (void)operation;
    Job *job = data;
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    gtk_widget_set_margin_top(box, 12);
    gtk_widget_set_margin_start(box, 12);
    g_ptr_array_set_size(job->choices, 0);
    GtkCheckButton *first = NULL;
    for (int index = 0; job->placements[index] != NULL; index++) {
        GtkWidget *button = gtk_check_button_new_with_mnemonic(job->placements[index]);
        if (first == NULL) first = GTK_CHECK_BUTTON(button);
        else gtk_check_button_set_group(GTK_CHECK_BUTTON(button), first);
        gtk_check_button_set_active(GTK_CHECK_BUTTON(button), index == job->placement);
        gtk_box_append(GTK_BOX(box), button);
        g_ptr_array_add(job->choices, button);
    }
    return G_OBJECT(box);
}

static void apply_tab(GtkPrintOperation *operation, GtkWidget *widget, gpointer data) {
    (void)operation, (void)widget;
    Job *job = data;
    for (guint index = 0; index < job->choices->len; index++) {
        if (gtk_check_button_get_active(g_ptr_array_index(job->choices, index))) job->placement = (int)index;
    }
}

static void finished(GtkPrintOperation *operation, GtkPrintOperationResult result, gpointer data) {
    Job *job = data;
    GError *error = NULL;
    if (result == GTK_PRINT_OPERATION_RESULT_ERROR) gtk_print_operation_get_error(operation, &error);
    job->reported = TRUE;
    job->done(error != NULL ? error->message : NULL, job->user_data);
    g_clear_error(&error);
}

static void job_free(gpointer data, GClosure *closure) {
    (void)closure;
    Job *job = data;
    job->destroy(job->user_data);
    g_strfreev(job->placements);
    g_ptr_array_unref(job->choices);
    g_free(job);
}

void emojiart_print_page(GtkWindow *parent, const char *job_name, gboolean landscape, const char *output_uri,
                         const char *tab_label, const char *const *placements, EmojiArtDrawPage draw,
                         EmojiArtPrintDone done, void *user_data, GDestroyNotify destroy) {
    GtkPrintOperation *operation = gtk_print_operation_new();
    gtk_print_operation_set_job_name(operation, job_name);
    gtk_print_operation_set_unit(operation, GTK_UNIT_POINTS);
    gtk_print_operation_set_allow_async(operation, TRUE);
    gtk_print_operation_set_embed_page_setup(operation, TRUE);

    GtkPageSetup *setup = gtk_page_setup_new();
    gtk_page_setup_set_orientation(setup, landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT);
    gtk_print_operation_set_default_page_setup(operation, setup);
    g_object_unref(setup);
    if (output_uri != NULL) {
        GtkPrintSettings *settings = gtk_print_settings_new();
        gtk_print_settings_set(settings, GTK_PRINT_SETTINGS_OUTPUT_URI, output_uri);
        gtk_print_settings_set_orientation(settings, landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE : GTK_PAGE_ORIENTATION_PORTRAIT);
        gtk_print_operation_set_print_settings(operation, settings);
        g_object_unref(settings);
    }

    Job *job = g_new(Job, 1);
    *job = (Job){draw, done, user_data, destroy, FALSE, g_strdupv((char **)placements), 0, g_ptr_array_new()};
    gtk_print_operation_set_custom_tab_label(operation, tab_label);
    g_signal_connect(operation, "create-custom-widget", G_CALLBACK(create_tab), job);
    g_signal_connect(operation, "custom-widget-apply", G_CALLBACK(apply_tab), job);
    g_signal_connect(operation, "begin-print", G_CALLBACK(begin_print), NULL);
    g_signal_connect(operation, "draw-page", G_CALLBACK(draw_page), job);
    // The job goes with the last handler: after "done", when the operation is finalized.
    g_signal_connect_data(operation, "done", G_CALLBACK(finished), job, job_free, 0);

    GError *error = NULL;
    GtkPrintOperationResult result = gtk_print_operation_run(operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent, &error);
    // Failed before it began: "done" may not come.
    if (result == GTK_PRINT_OPERATION_RESULT_ERROR && !job->reported) {
        job->reported = TRUE;
        done(error != NULL ? error->message : "", user_data);
    }
    g_clear_error(&error);
    g_object_unref(operation);  // the running operation holds itself until it is done
}
